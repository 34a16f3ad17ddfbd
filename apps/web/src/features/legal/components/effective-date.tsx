/** Both legal texts take effect on this date (spec, section 9). */
export function EffectiveDate() {
  return (
    <>
      Fecha de entrada en vigor: <time dateTime="2025-01-13">13/01/2025</time>
    </>
  );
}
