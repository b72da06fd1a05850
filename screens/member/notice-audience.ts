import { useSearch } from 'wouter';

/** The announcements screen shows the agents' own (?types=A: the agent home's footer), not the members'. */
export const useAgentAnnouncements = (): boolean => new URLSearchParams(useSearch()).get('types') === 'A';
