/**
 * The agent centre's screens, one module: the registry loads them with one dynamic import, so
 * the home route's entry carries one preload list for all of them instead of one per screen.
 * (The contract prompts, shown on home, and the QR code stay apart.)
 */
export { default as AgentHome } from './AgentHome';
export { default as TeamOverview } from './TeamOverview';
export { default as AgentTeam } from './Team';
export { default as TeamList } from './TeamLists';
export { AgentRebate, TeamRebate } from './Rebates';
export { default as AgentRegister } from './AgentRegister';
export { default as AgentDividends } from './Dividends';
export { default as AgentContract } from './Contract';
export { default as RedRain } from './RedRain';
