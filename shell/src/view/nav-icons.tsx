/** The bottom tab bar's icons: plain strokes in the text colour, hidden from screen readers (the label names the tab). */
const PATHS: Record<string, string> = {
  '/': 'M4 5h16M4 12h16M4 19h10',
  '/search': 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-5-5',
  '/branches': 'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  '/reservations': 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  '/waiter': 'M5 17h14M6 17a6 6 0 0 1 12 0M12 8V6M3 20h18',
  '/vacancy': 'M4 8h16v11H4zM9 8V5h6v3',
  '/profile': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

export function NavIcon({ href }: { href: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[href] ?? PATHS['/']} />
    </svg>
  );
}
