/**
 * The one place a step's error shows. It is always in the page (an alert region), so screen
 * readers already watch it when a message arrives.
 */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="min-h-6 text-sm text-danger">
      {message}
    </p>
  );
}
