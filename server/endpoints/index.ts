/**
 * Every endpoint, by the name it has in the api.routes table of tenants/_base/tenant.json.
 * The router mounts each one at the method and path that table gives it.
 */
import type { ApiHandler, EndpointName } from '../http/handler.ts';
import { affiliateCheck, forgetPassword, register, registerConfig, systemCountries, usernameCheck } from './account.ts';
import { devCaptcha, devFirebaseToken, devSms } from './account-dev.ts';
import { banners } from './banners.ts';
import { captcha } from './captcha.ts';
import { favouriteAdd, favouriteIds, favouriteList, favouriteRemove, recentAdd, recentGames } from './games-member.ts';
import { demoGameSession, demoGameSpin, lotteryDraw } from './games-demo.ts';
import { launchGame, lotteryLaunch } from './games-launch.ts';
import { lotteryList, lotteryMenu, lotteryNumero, recentVnLottery, vnNumero } from './lottery.ts';
import { launchRedeem, launchTicket } from './launch-tickets.ts';
import { gameList, hotGames, jackpots, winnerBoard } from './games.ts';
import { login, loginKeyEndpoint, logout } from './login.ts';
import { memberInfo } from './member-info.ts';
import { notices } from './notices.ts';
import { popularNotices } from './popular-notices.ts';
import { lobbyNews } from './lobby-news.ts';
import { inbox, inboxRead, markRead } from './member-messages.ts';
import { changePassword } from './member-settings.ts';
import { chatLaunch, chatMessages } from './member-chat.ts';
import { help } from './member-help.ts';
import { feedback } from './member-feedback.ts';
import { feedbackMail } from './feedback-mail.ts';
import { devMail, MAIL_DEV_ROUTES } from './feedback-mail-dev.ts';
import { activities, activitySignUp } from './member-activities.ts';
import { inviteInfo } from './member-invite.ts';
import { bindEmail, bindMobile, paymentPasswordChange, securityStatus } from './member-security.ts';
import { memberProfile, memberProfileUpdate } from './member-profile.ts';
import { headIcon, headIconSet } from './head-icon.ts';
import { loyaltyClaim, loyaltyRewards, loyaltyStatus, mallItems, mallRedeem } from './loyalty.ts';
import { sendSmsCode, verification } from './sms.ts';
import { systemStatus } from './system-status.ts';
import { tenantConfig } from './tenant-config.ts';
import { testPlay, trialAccount, trialLogin } from './trial.ts';
import { unreadAnnouncements, unreadChat, unreadInbox } from './unread.ts';
import { vendors } from './vendors.ts';
import { vendorGameTypes } from './vendor-game-types.ts';
import { liveModels } from './live-models.ts';
import { merchantWallet, wallet } from './wallet.ts';
import {
  depositCreate,
  depositOrders,
  paymentCallback,
  paymentChannels,
  paymentPassword,
  walletTransfer,
  withdrawCancel,
  withdrawCreate,
  withdrawInfo,
  withdrawList,
} from './money.ts';
import { devPay, devPayOrder, MONEY_DEV_ROUTES } from './money-dev.ts';
import { DEV_ROUTES } from './account-dev.ts';
import { accountRecord, bettingRecord, profitLoss } from './records.ts';
import { AGENT_HANDLERS } from './agent.ts';
import { RG_HANDLERS } from './responsible-gaming.ts';

/** The development helpers' names: they have schemas, but no route in the tenant's table. */
type DevHelperName = keyof typeof DEV_HELPER_ROUTES;

/** Every endpoint under its route's name: a route missing here, or a handler of another route, fails tsc. */
export const HANDLERS: { [N in Exclude<EndpointName, DevHelperName>]: ApiHandler<N> } = {
  // agent centre (server/endpoints/agent.ts)
  ...AGENT_HANDLERS,
  // responsible gaming (server/endpoints/responsible-gaming.ts)
  ...RG_HANDLERS,
  // money (server/endpoints/money.ts, records.ts)
  paymentChannels,
  depositCreate,
  depositOrders,
  paymentCallback,
  withdrawInfo,
  withdrawCreate,
  withdrawCancel,
  withdrawList,
  paymentPassword,
  walletTransfer,
  accountRecord,
  bettingRecord,
  profitLoss,
  systemStatus,
  login,
  loginKey: loginKeyEndpoint,
  logout,
  memberInfo,
  wallet,
  merchantWallet,
  banners,
  notices,
  popularNotices,
  lobbyNews,
  // member centre (server/endpoints/member-*.ts)
  changePassword,
  markRead,
  inbox,
  inboxRead,
  chatLaunch,
  chatMessages,
  help,
  feedback,
  feedbackMail,
  activities,
  activitySignUp,
  inviteInfo,
  securityStatus,
  bindMobile,
  bindEmail,
  paymentPasswordChange,
  memberProfile,
  memberProfileUpdate,
  headIcon,
  headIconSet,
  // loyalty: member level, reward centre, points mall (server/endpoints/loyalty.ts)
  loyaltyStatus,
  loyaltyRewards,
  loyaltyClaim,
  mallItems,
  mallRedeem,
  unreadInbox,
  unreadAnnouncements,
  unreadChat,
  vendors,
  vendorGameTypes,
  liveModels,
  gameList,
  hotGames,
  winnerBoard,
  jackpots,
  recentGames,
  recentAdd,
  favouriteIds,
  favouriteList,
  favouriteAdd,
  favouriteRemove,
  launchGame,
  lotteryLaunch,
  // the lottery centre (server/endpoints/lottery.ts)
  lotteryList,
  lotteryMenu,
  lotteryNumero,
  vnNumero,
  recentVnLottery,
  launchTicket,
  launchRedeem,
  demoGameSession,
  demoGameSpin,
  lotteryDraw,
  trialLogin,
  trialAccount,
  testPlay,
  tenant: tenantConfig,
  captcha,
  sendSmsCode,
  systemCountries,
  usernameCheck,
  registerConfig,
  register,
  affiliateCheck,
  forgetPassword,
  verification,
};

/** The same table for a name known only at run time (a page's first data, the tests' probes). */
export const HANDLERS_BY_NAME: Readonly<Record<string, ApiHandler>> = HANDLERS;

/**
 * The development helpers (codes, captcha answers, the demo payment page's outcome, feedback mails): mounted
 * outside the tenant route table, and only when the server starts with devHelpers (DEV_HELPERS=1).
 */
export const DEV_HELPER_ROUTES = { ...DEV_ROUTES, ...MONEY_DEV_ROUTES, ...MAIL_DEV_ROUTES };
export const DEV_HANDLERS: { [N in DevHelperName]: ApiHandler<N> } = {
  devSms,
  devCaptcha,
  devFirebaseToken,
  devPayOrder,
  devPay,
  devMail,
};

export { TENANT_CONFIG_ROUTE } from './tenant-config.ts';
