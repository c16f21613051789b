/** The red pin that marks a place on the map: its tip is the point. */
export function MapPin({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 36" className={className} aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0zm0 16.5a4.6 4.6 0 1 1 0-9.2 4.6 4.6 0 0 1 0 9.2z"
      />
    </svg>
  );
}
