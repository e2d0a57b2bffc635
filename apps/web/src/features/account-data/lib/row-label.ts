/** A title as the file gave it, with its year when there is one: "The Punisher (1989)". */
export const rowLabel = ({ title, year }: { title: string; year: number | null }): string =>
  year === null ? title : `${title} (${year})`;
