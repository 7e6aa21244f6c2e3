/** A progress bar (the native element: its value reaches screen readers) named by `label`. */
export function ProgressBar({
  value,
  max,
  label,
  className = "",
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  return (
    <progress
      value={value}
      max={max}
      aria-label={label}
      className={`h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700 ${className}`}
    />
  );
}
