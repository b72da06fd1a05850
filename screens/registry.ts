import { lazyNode, retryingNode, type NodeBase, type NodeComponent, type NodeLoader, type NodeRegistry } from '../engine';
import type * as AgentCentre from './agent/centre';

/** A node whose code could not be fetched shows 'Slow connection / No internet' with a retry. */
const failed = <N extends NodeBase>(retry: NodeLoader<N>) => Promise.resolve({ default: retryingNode<N>(retry) });

/** A node of the agent centre: all its screens come in one chunk (screens/agent/centre.ts). */
function agentCentre<N extends NodeBase>(pick: (centre: typeof AgentCentre) => NodeComponent<N>) {
  const load: NodeLoader<N> = () => import('./agent/centre').then((m) => ({ default: pick(m) }));
  return lazyNode<N>(load, failed);
}

/**
 * Every node type a tenant screen may use, registered explicitly (never as an import side
 * effect) and loaded on demand, so each route fetches only the code of its own nodes.
 */
export const nodeRegistry: NodeRegistry = {
  homeHeader: lazyNode(() => import('./home/HomeHeader'), failed),
  banner: lazyNode(() => import('./home/Banner'), failed),
  marquee: lazyNode(() => import('./home/Marquee'), failed),
  winnerBoard: lazyNode(() => import('./home/WinnerBoard'), failed),
  gameEntry: lazyNode(() => import('./home/GameEntry'), failed),
  footer: lazyNode(() => import('./home/Footer'), failed),
  loginFooter: lazyNode(() => import('./home/LoginFooter'), failed),
  // whether they were shown this browser session lives in sessionStorage, which the server cannot read
  homePopups: lazyNode(() => import('./home/HomePopups'), failed, { browserOnly: true }),
  authTabs: lazyNode(() => import('./account/AuthTabs'), failed),
  forgetPassword: lazyNode(() => import('./account/ForgetPassword'), failed),
  freeTrial: lazyNode(() => import('./account/FreeTrial'), failed),
  memberSettings: lazyNode(() => import('./member/Settings'), failed),
  changePassword: lazyNode(() => import('./member/ChangePassword'), failed),
  noticeList: lazyNode(() => import('./member/Notices'), failed),
  lobbyNews: lazyNode(() => import('./member/LobbyNews'), failed),
  inboxList: lazyNode(() => import('./member/Inbox'), failed),
  messageCentre: lazyNode(() => import('./member/MessageCentre'), failed),
  helpCentre: lazyNode(() => import('./member/Help'), failed),
  feedbackForm: lazyNode(() => import('./member/Feedback'), failed),
  feedbackMail: lazyNode(() => import('./member/FeedbackMail'), failed),
  activityList: lazyNode(() => import('./member/Activities'), failed),
  appDownload: lazyNode(() => import('./member/AppDownload'), failed),
  inviteFriends: lazyNode(() => import('./member/InviteFriends'), failed),
  securityCentre: lazyNode(() => import('./member/SecurityCentre'), failed),
  responsibleGaming: lazyNode(() => import('./member/responsible/ResponsibleGamingNode'), failed),
  activityStatement: lazyNode(() => import('./member/responsible/ActivityStatement'), failed),
  memberLevel: lazyNode(() => import('./loyalty/MemberLevel'), failed),
  rewardCentre: lazyNode(() => import('./loyalty/RewardCentre'), failed),
  pointsMall: lazyNode(() => import('./loyalty/PointsMall'), failed),
  memberProfile: lazyNode(() => import('./member/MyAccount'), failed),
  agentHome: agentCentre((m) => m.AgentHome),
  contractPrompts: lazyNode(() => import('./agent/ContractPrompts'), failed),
  teamOverview: agentCentre((m) => m.TeamOverview),
  agentTeam: agentCentre((m) => m.AgentTeam),
  teamList: agentCentre((m) => m.TeamList),
  agentRebate: agentCentre((m) => m.AgentRebate),
  teamRebate: agentCentre((m) => m.TeamRebate),
  agentRegister: agentCentre((m) => m.AgentRegister),
  agentDividends: agentCentre((m) => m.AgentDividends),
  agentContract: agentCentre((m) => m.AgentContract),
  redRain: agentCentre((m) => m.RedRain),
  comingSoon: lazyNode(() => import('./common/ComingSoon'), failed),
  gameList: lazyNode(() => import('./games/GameList'), failed),
  lotteryCentre: lazyNode(() => import('./games/lottery/LotteryCentre'), failed),
  lottoFrame: lazyNode(() => import('./games/LottoFrame'), failed),
  taskFrame: lazyNode(() => import('./games/TaskFrame'), failed),
  menuList: lazyNode(() => import('./common/MenuList'), failed),
  memberCentre: lazyNode(() => import('./wallet/MemberCentre'), failed),
  deposit: lazyNode(() => import('./wallet/Deposit'), failed),
  withdraw: lazyNode(() => import('./wallet/Withdraw'), failed),
  walletRecords: lazyNode(() => import('./wallet/Records'), failed),
  stack: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Stack })), failed),
  section: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Section })), failed),
  text: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Text })), failed),
  image: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Image })), failed),
  link: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Link })), failed),
  button: lazyNode(() => import('./common/layout').then((m) => ({ default: m.Button })), failed),
};
