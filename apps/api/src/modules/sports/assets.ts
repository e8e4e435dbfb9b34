/** Where clients fetch generated crests and flags (served by the sports asset routes). */
export const assetUrl = {
  team: (id: number): string => `/api/sports/crest/team/${id}.svg`,
  competition: (id: number): string => `/api/sports/crest/competition/${id}.svg`,
  flag: (code: string): string => (code ? `/api/sports/flag/${code}.svg` : ''),
};
