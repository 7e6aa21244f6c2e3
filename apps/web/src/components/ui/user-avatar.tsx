import { useState } from "react";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/** A round avatar: the image once it loads, the initials otherwise. Decorative: callers name it. */
export function UserAvatar({ name, imageUrl, size = 50 }: { name: string; imageUrl?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      style={style}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
    >
      {initialsOf(name)}
    </span>
  );
}
