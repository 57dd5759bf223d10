/** Foyer's mark (an open doorway), shown in the QR code when no wallet was chosen. Decorative. */
export function FoyerMark({ size = 40 }: { /** Edge length (px, or any CSS length). @default 40 */ size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#3b5bff" />
      <path d="M12 31V13.5A4.5 4.5 0 0116.5 9h7A4.5 4.5 0 0128 13.5V31" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 31V15l8-2" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="22" r="1.6" fill="#3b5bff" />
    </svg>
  )
}
