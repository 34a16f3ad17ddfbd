import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDownloadPlanCalendar } from '../api/calendar';

/**
 * "Añadir al calendario" (issue 38): the plan as an .ics file, with its city's time zone and
 * its place, which the phone or computer opens in its calendar app.
 */
export function AddToCalendar({ activityId }: { activityId: number }) {
  const download = useDownloadPlanCalendar();
  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => download.mutate(activityId)}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
      >
        {download.isPending && <Spinner />}
        Añadir al calendario
      </button>
      {download.isError && (
        <p role="alert">No hemos podido preparar el archivo. Inténtalo de nuevo.</p>
      )}
    </>
  );
}
