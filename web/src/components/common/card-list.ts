/** A list of cards laid out with CSS grid (lighter than MUI's Grid on the home page). */
export const cardList = { display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' } as const;
