/** "1 persona", "4 personas". */
export const peopleText = (count: number) =>
  `${count.toLocaleString('es-ES')} ${count === 1 ? 'persona' : 'personas'}`;

/** "Queda 1 plaza", "Quedan 3 plazas", "Completo". */
export const placesLeftText = (left: number) =>
  left <= 0 ? 'Completo' : left === 1 ? 'Queda 1 plaza' : `Quedan ${left} plazas`;

/** Those going whom the list does not show: "y 1 persona más", "y 3 personas más". */
export const hiddenText = (hidden: number) =>
  hidden === 1 ? 'y 1 persona más' : `y ${hidden.toLocaleString('es-ES')} personas más`;
