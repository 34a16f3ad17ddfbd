/** Why the browser gave no position, in words for the person. */
const POSITION_ERRORS: Record<number, string> = {
  1: 'No tenemos permiso para ver tu ubicación. Puedes buscar tu ciudad por su nombre.',
  2: 'No hemos podido saber dónde estás. Puedes buscar tu ciudad por su nombre.',
  3: 'Tu ubicación está tardando demasiado. Puedes buscar tu ciudad por su nombre.',
};

/**
 * The browser's position, once, coarse (a city is all we need); rejects with a Spanish
 * message the page can show.
 */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(
        new Error('Este navegador no puede darnos tu ubicación. Busca tu ciudad por su nombre.'),
      );
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new Error(POSITION_ERRORS[error.code] ?? POSITION_ERRORS[2])),
      // A fresh position each time: the person pressed the button because the last one was wrong.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  });
}
