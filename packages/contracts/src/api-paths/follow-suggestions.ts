export const followSuggestions = { name: 'followSuggestions', method: 'GET', path: '/feed/suggestions' } as const;
