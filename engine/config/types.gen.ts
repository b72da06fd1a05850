/**
 * generated, do not edit: npm run gen:types writes this file from every schema under schemas/
 * (json-schema-to-typescript); a unit test fails when it drifts from the schemas.
 */

/**
 * What a tap does: one of the engine's actions, with its settings (run by the action registry, discriminated on `action`).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "action".
 */
export type Action =
  | NavigateAction
  | OpenUrlAction
  | OpenLinkAction
  | ToggleServiceAction
  | OpenSideMenuAction
  | CloseSideMenuAction
  | LogoutAction
  | AlertAction
  | ToastAction
  | IfAction
  | SetLanguageAction
  | SetThemeAction
  | OpenChatAction
  | LaunchGameAction;
/**
 * Kind of a tenant download link.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "resourceType".
 */
export type ResourceType = 'IOS' | 'Android' | 'MOBILECONFIG' | 'LINE' | 'TASK' | 'BLOG';
/**
 * The key of a text in the Messages tab: members read it in their language, so it must exist in every language offered.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "messageKey".
 */
export type MessageKey = string;
/**
 * success, error or info: the toast's colour and icon.
 */
export type ToastKind = 'info' | 'success' | 'fail' | 'offline' | 'loading';
/**
 * A test on the visitor, the device or the site's flags (signed in, member type, a flag on ...): what it belongs to shows only while the test passes.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition =
  | FlagCondition
  | SignedInCondition
  | MemberTypeCondition
  | AgentCondition
  | RouteCondition
  | DeviceCondition
  | HasLinkCondition
  | MemberHasCondition
  | BrowserLanguageCondition
  | CountryCodeCondition
  | AllCondition
  | AnyCondition
  | NotCondition;
export type DeviceKind = 'app' | 'standalone' | 'ios' | 'android' | 'desktop';
/**
 * A language code of the platform, such as EN or TY.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = string;
/**
 * A game category of the platform (RNG, LIVE, SPORTS, LOTTERY ...).
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "gameCategory".
 */
export type GameCategory =
  'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | 'HOT' | 'JACKPOT' | 'PROMO';
/**
 * Tenant id chosen by query string (see tenant resolution in server/README.md).
 *
 * This interface was referenced by `ApiQueryCommon`'s JSON-Schema
 * via the `definition` "tenant".
 */
export type TenantQuery = string;
/**
 * A money amount as a decimal string with two places.
 *
 * This interface was referenced by `ApiQueryCommon`'s JSON-Schema
 * via the `definition` "decimal".
 */
export type DecimalAmount = string;
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_activitySignUp_response".
 */
export type ActivitySignUpValue = null;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount1 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount2 = string;
/**
 * Banners of one group, in display order.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_banners_response".
 */
export type BannersResponse = Banner[];
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_changePassword_response".
 */
export type ChangePasswordValue = null;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount3 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount4 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount5 = string;
/**
 * Value of favourite add: null.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteAdd_response".
 */
export type FavouriteAddResponse = null;
/**
 * Value of favourite remove: null.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteRemove_response".
 */
export type FavouriteRemoveResponse = null;
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedback_response".
 */
export type FeedbackValue = null;
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_forgetPassword_response".
 */
export type ForgetPasswordValue = null;
/**
 * One of the avatars the site ships, /assets/avatars/<id>.svg (tenants/_base/assets/avatars).
 *
 * This interface was referenced by `HeadIconSetRequest`'s JSON-Schema
 * via the `definition` "headIconId".
 */
export type HeadIconId = 'fox' | 'owl' | 'cat' | 'panda' | 'robot' | 'tiger';
/**
 * Help articles in order; content is HTML already sanitized by the server (allow-listed tags, no scripts, handlers or unsafe URLs). tag names the terms (tc) and privacy articles.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_help_response".
 */
export type HelpValue = HelpArticle[];
/**
 * This interface was referenced by `ApiQueryCommon`'s JSON-Schema
 * via the `definition` "count".
 */
export type UnreadCount = number;
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inboxRead_response".
 */
export type InboxReadValue = null;
/**
 * Body of the login call: type username (username, password) or sms (mobileNum, countryDialingCode and either messageCode, the site's SMS code, or firebaseIdToken with firebaseChannel sms, a Firebase ID token of the number; only with the tenant flag MOBILEVERCODELOGIN3, else 403; the tenant's settings.phoneProof says which of the two it takes, the other is 400 E_PHONE_PROOF_FLOW). After 3 failed logins of an account within 15 minutes, captchaId and identifying (the captcha answer) are required. portal agent is the agent centre's login.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_login_request".
 */
export type LoginRequest =
  | {
      type: 'username';
      username: string;
      password: string;
      /**
       * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
       */
      mobileNum?: string;
      /**
       * A dialling code of GET /api/system/countries, e.g. "63".
       */
      countryDialingCode?: string;
      /**
       * The 6-digit SMS code.
       */
      messageCode?: string;
      /**
       * SPEC 3's Firebase path: the channel the Firebase ID token proved the number over (only sms).
       */
      firebaseChannel?: 'sms';
      /**
       * SPEC 3's Firebase path: an ID token of the phone-proof provider (server/account/phone-proof.ts) proving mobileNum at countryDialingCode; used once, and only within 5 minutes of the phone check. A good token of another number is 401 E_FIREBASE_PHONE_MISMATCH, a bad one 401 E_LOGIN_FAILED; both count as failed logins.
       */
      firebaseIdToken?: string;
      /**
       * SPEC 3's Firebase path: the number as the Firebase client verified it (E.164, e.g. +639171234567). Optional; when sent it must be the token's number too.
       */
      firebaseMobileNo?: string;
      /**
       * SPEC 3's remember-password flag. true: a 30-day session, else 12 hours.
       */
      remember?: boolean;
      /**
       * SPEC 3's geetest flag: true when the payload answers the site's captcha challenge (captchaId and identifying, the image captcha the member solved), false when it answers none. The site has no third-party (Geetest) captcha: the flag only says which kind of login this is, the captcha itself is checked from captchaId and identifying; a flag that says otherwise than the payload is refused with 400 E_BAD_REQUEST. Optional: API clients may leave it out.
       */
      geetest?: boolean;
      /**
       * The id of a captcha from GET /api/captcha.
       */
      captchaId?: string;
      /**
       * The captcha answer.
       */
      identifying?: string;
      /**
       * Which door the login is for (default member). After the password or code is proven: member refuses account types other than 0 to 4 (members, agents, trial) with 403 E_NOT_MEMBER ('Non-member account unable to login'); agent refuses non-agents (types 0, 4 and 40) with 403 E_NOT_AGENT ('Non-agents cannot log in'). No session is opened then.
       */
      portal?: 'member' | 'agent';
    }
  | {
      type: 'sms';
      username?: string;
      password?: string;
      /**
       * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
       */
      mobileNum: string;
      /**
       * A dialling code of GET /api/system/countries, e.g. "63".
       */
      countryDialingCode: string;
      /**
       * The 6-digit SMS code.
       */
      messageCode: string;
      /**
       * SPEC 3's Firebase path: the channel the Firebase ID token proved the number over (only sms).
       */
      firebaseChannel?: 'sms';
      /**
       * SPEC 3's Firebase path: an ID token of the phone-proof provider (server/account/phone-proof.ts) proving mobileNum at countryDialingCode; used once, and only within 5 minutes of the phone check. A good token of another number is 401 E_FIREBASE_PHONE_MISMATCH, a bad one 401 E_LOGIN_FAILED; both count as failed logins.
       */
      firebaseIdToken?: string;
      /**
       * SPEC 3's Firebase path: the number as the Firebase client verified it (E.164, e.g. +639171234567). Optional; when sent it must be the token's number too.
       */
      firebaseMobileNo?: string;
      /**
       * SPEC 3's remember-password flag. true: a 30-day session, else 12 hours.
       */
      remember?: boolean;
      /**
       * SPEC 3's geetest flag: true when the payload answers the site's captcha challenge (captchaId and identifying, the image captcha the member solved), false when it answers none. The site has no third-party (Geetest) captcha: the flag only says which kind of login this is, the captcha itself is checked from captchaId and identifying; a flag that says otherwise than the payload is refused with 400 E_BAD_REQUEST. Optional: API clients may leave it out.
       */
      geetest?: boolean;
      /**
       * The id of a captcha from GET /api/captcha.
       */
      captchaId?: string;
      /**
       * The captcha answer.
       */
      identifying?: string;
      /**
       * Which door the login is for (default member). After the password or code is proven: member refuses account types other than 0 to 4 (members, agents, trial) with 403 E_NOT_MEMBER ('Non-member account unable to login'); agent refuses non-agents (types 0, 4 and 40) with 403 E_NOT_AGENT ('Non-agents cannot log in'). No session is opened then.
       */
      portal?: 'member' | 'agent';
    }
  | {
      type: 'sms';
      username?: string;
      password?: string;
      /**
       * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
       */
      mobileNum: string;
      /**
       * A dialling code of GET /api/system/countries, e.g. "63".
       */
      countryDialingCode: string;
      /**
       * The 6-digit SMS code.
       */
      messageCode?: string;
      /**
       * SPEC 3's Firebase path: the channel the Firebase ID token proved the number over (only sms).
       */
      firebaseChannel: 'sms';
      /**
       * SPEC 3's Firebase path: an ID token of the phone-proof provider (server/account/phone-proof.ts) proving mobileNum at countryDialingCode; used once, and only within 5 minutes of the phone check. A good token of another number is 401 E_FIREBASE_PHONE_MISMATCH, a bad one 401 E_LOGIN_FAILED; both count as failed logins.
       */
      firebaseIdToken: string;
      /**
       * SPEC 3's Firebase path: the number as the Firebase client verified it (E.164, e.g. +639171234567). Optional; when sent it must be the token's number too.
       */
      firebaseMobileNo?: string;
      /**
       * SPEC 3's remember-password flag. true: a 30-day session, else 12 hours.
       */
      remember?: boolean;
      /**
       * SPEC 3's geetest flag: true when the payload answers the site's captcha challenge (captchaId and identifying, the image captcha the member solved), false when it answers none. The site has no third-party (Geetest) captcha: the flag only says which kind of login this is, the captcha itself is checked from captchaId and identifying; a flag that says otherwise than the payload is refused with 400 E_BAD_REQUEST. Optional: API clients may leave it out.
       */
      geetest?: boolean;
      /**
       * The id of a captcha from GET /api/captcha.
       */
      captchaId?: string;
      /**
       * The captcha answer.
       */
      identifying?: string;
      /**
       * Which door the login is for (default member). After the password or code is proven: member refuses account types other than 0 to 4 (members, agents, trial) with 403 E_NOT_MEMBER ('Non-member account unable to login'); agent refuses non-agents (types 0, 4 and 40) with 403 E_NOT_AGENT ('Non-agents cannot log in'). No session is opened then.
       */
      portal?: 'member' | 'agent';
    };
/**
 * Value of logout: null; the session token is revoked.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_logout_response".
 */
export type LogoutResponse = null;
export type MallRewardView =
  | {
      kind: 'bonus';
      amount: string;
    }
  | {
      kind: 'goods';
    };
export type MallRewardView1 =
  | {
      kind: 'bonus';
      amount: string;
    }
  | {
      kind: 'goods';
    };
export type MallRewardView2 =
  | {
      kind: 'bonus';
      amount: string;
    }
  | {
      kind: 'goods';
    };
/**
 * null on success.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_markRead_response".
 */
export type MarkReadValue = null;
/**
 * Nothing.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPassword_response".
 */
export type PaymentPasswordResponse = null;
/**
 * Nothing.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPasswordChange_response".
 */
export type PaymentPasswordChangeResponse = null;
/**
 * Value of recent add: null.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentAdd_response".
 */
export type RecentAddResponse = null;
/**
 * The draw: the tenant's day (YYYYMMDD) and the province's code, e.g. 20261127-HCM.
 *
 * This interface was referenced by `VnNumeroResponse`'s JSON-Schema
 * via the `definition` "numero".
 */
export type VnNumero = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount6 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount7 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount8 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount9 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount10 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount11 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount12 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount13 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount14 = string;
/**
 * Countries of the dialling-code picker.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_systemCountries_response".
 */
export type SystemCountriesValue = SystemCountry[];
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount15 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount16 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount17 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount18 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount19 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount20 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount21 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount22 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount23 = string;
/**
 * A money amount as a decimal string with two places.
 */
export type DecimalAmount24 = string;
/**
 * The server call this reads its data from: the name of one of the site's API routes.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "dataSource".
 */
export type DataSourceName = string;
/**
 * Host names that select this tenant.
 */
export type Hosts = string[];
/**
 * A colour: #rrggbb as the picker gives it, or #rgb, #rrggbbaa, rgb() or rgba().
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "colour".
 */
export type Colour = string;
export type DownloadLinks = DownloadLink[];
/**
 * The unread counter shown on the item: inbox, announcements, chat, or agentAnnouncements (the agent notices, on the agent home).
 */
export type BadgeKind = 'inbox' | 'announcements' | 'chat' | 'agentAnnouncements';
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "menu".
 */
export type Menu = MenuItem[];
/**
 * @minItems 1
 */
export type Routes = [RouteDef, ...RouteDef[]];
/**
 * A signed-in member's request for this page gets the screen painted with their own data (name, balance, unread counts and the screen's reads) in the first response, so it shows before the scripts arrive. For the pages members open first: each one costs the server a render per request.
 */
export type PaintedForMembersByTheServer = boolean;
export type MallReward = MallBonusReward | MallGoodsReward;
/**
 * Who sees the item: guests (not signed in), members, agents. Leave all three for everyone.
 *
 * @minItems 1
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentAudience".
 */
export type ContentAudience = ['guest' | 'member' | 'agent', ...('guest' | 'member' | 'agent')[]];
/**
 * Shown only while every flag listed here is on (for example a banner for a feature that a flag switches).
 *
 * @maxItems 10
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentFlags".
 */
export type ContentFlags =
  | []
  | [string]
  | [string, string]
  | [string, string, string]
  | [string, string, string, string]
  | [string, string, string, string, string]
  | [string, string, string, string, string, string]
  | [string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string, string];
/**
 * One node of a screen: a union over the node types of schemas/nodes/, discriminated on `type` so an error names the right branch. The renderer shows a fallback for a type it does not know; the validator reports it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node".
 */
export type Node =
  | ActivityListNode
  | ActivityStatementNode
  | AgentContractNode
  | AgentDividendsNode
  | AgentHomeNode
  | AgentRebateNode
  | AgentRegisterNode
  | AgentTeamNode
  | AppDownloadNode
  | AuthTabsNode
  | BannerNode
  | ButtonNode
  | ChangePasswordNode
  | ComingSoonNode
  | ContractPromptsNode
  | DepositNode
  | FeedbackFormNode
  | FeedbackMailNode
  | FooterNode
  | ForgetPasswordNode
  | FreeTrialNode
  | GameEntryNode
  | GameListNode
  | HelpCentreNode
  | HomeHeaderNode
  | HomePopupsNode
  | ImageNode
  | InboxListNode
  | InviteFriendsNode
  | LinkNode
  | LobbyNewsNode
  | LoginFooterNode
  | LotteryCentreNode
  | LottoFrameNode
  | MarqueeNode
  | MemberCentreNode
  | MemberLevelNode
  | MemberProfileNode
  | SettingsNode
  | MenuListNode
  | MessageCentreNode
  | NoticeListNode
  | PointsMallNode
  | RedRainNode
  | ResponsibleGamingNode
  | RewardCentreNode
  | SectionNode
  | SecurityCentreNode
  | StackNode
  | TaskFrameNode
  | TeamListNode
  | TeamOverviewNode
  | TeamRebateNode
  | TextNode
  | WalletRecordsNode
  | WinnerBoardNode
  | WithdrawNode;
/**
 * A game category of the platform (RNG, LIVE, SPORTS, LOTTERY ...).
 */
export type GameCategory1 =
  'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | 'HOT' | 'JACKPOT' | 'PROMO';
/**
 * What the reviewer should weigh: a disabled account, a new one (under 7 days), less bet than deposited in 30 days, other pending withdrawals, a responsible-gaming break in force.
 *
 * This interface was referenced by `StudioCashDesk`'s JSON-Schema
 * via the `definition` "memberFlag".
 */
export type CashDeskMemberFlag = 'DISABLED' | 'NEW_ACCOUNT' | 'LOW_TURNOVER' | 'OTHER_PENDING' | 'ON_BREAK';

/**
 * Every schema `$id` mapped to its type, e.g. SchemaTypes["api/login.request"].
 */
export interface SchemaTypes {
  action: Action;
  'api/accountRecord.query': AccountRecordQuery;
  'api/accountRecord.response': AccountRecordResponse;
  'api/activities.query': ActivitiesQuery;
  'api/activities.response': ActivitiesValue;
  'api/activitySignUp.query': ActivitySignUpQuery;
  'api/activitySignUp.request': ActivitySignUpRequest;
  'api/activitySignUp.response': ActivitySignUpValue;
  'api/affiliateCheck.query': AffiliateCheckQuery;
  'api/affiliateCheck.response': AffiliateCheckValue;
  'api/agentAffiliate.query': AgentAffiliateQuery;
  'api/agentAffiliate.response': AgentAffiliateResponse;
  'api/agentDividends.query': AgentDividendsQuery;
  'api/agentDividends.response': AgentDividendsResponse;
  'api/agentRebate.query': AgentRebateQuery;
  'api/agentRebate.response': AgentRebateResponse;
  'api/agentRegister.query': AgentRegisterQuery;
  'api/agentRegister.request': AgentRegisterRequest;
  'api/agentRegister.response': AgentRegisterResponse;
  'api/banners.query': BannersQuery;
  'api/banners.response': BannersResponse;
  'api/bettingRecord.query': BettingRecordQuery;
  'api/bettingRecord.response': BettingRecordResponse;
  'api/bindEmail.query': BindEmailQuery;
  'api/bindEmail.request': BindEmailRequest;
  'api/bindEmail.response': BindEmailResponse;
  'api/bindMobile.query': BindMobileQuery;
  'api/bindMobile.request': BindMobileRequest;
  'api/bindMobile.response': BindMobileResponse;
  'api/captcha.query': CaptchaQuery;
  'api/captcha.response': CaptchaValue;
  'api/changePassword.query': ChangePasswordQuery;
  'api/changePassword.request': ChangePasswordRequest;
  'api/changePassword.response': ChangePasswordValue;
  'api/chatLaunch.query': ChatLaunchQuery;
  'api/chatLaunch.response': ChatLaunchValue;
  'api/chatMessages.query': ChatMessagesQuery;
  'api/chatMessages.response': ChatMessagesValue;
  'api/contractRequests.query': ContractRequestsQuery;
  'api/contractRequests.response': ContractRequestsResponse;
  'api/contractRespond.query': ContractRespondQuery;
  'api/contractRespond.request': ContractRespondRequest;
  'api/contractRespond.response': ContractRespondResponse;
  'api/contracts.query': ContractsQuery;
  'api/contracts.response': ContractsResponse;
  'api/demoGameSession.query': DemoGameSessionQuery;
  'api/demoGameSession.request': DemoGameSessionRequest;
  'api/demoGameSession.response': DemoGameSessionResponse;
  'api/demoGameSpin.query': DemoGameSpinQuery;
  'api/demoGameSpin.request': DemoGameSpinRequest;
  'api/demoGameSpin.response': DemoGameSpinResponse;
  'api/depositCreate.query': DepositCreateQuery;
  'api/depositCreate.request': DepositCreateRequest;
  'api/depositCreate.response': DepositCreateResponse;
  'api/depositOrders.query': DepositOrdersQuery;
  'api/depositOrders.response': DepositOrdersResponse;
  'api/devCaptcha.query': DevCaptchaQuery;
  'api/devCaptcha.response': DevCaptchaValue;
  'api/devFirebaseToken.query': DevFirebaseTokenQuery;
  'api/devFirebaseToken.request': DevFirebaseTokenRequest;
  'api/devFirebaseToken.response': DevFirebaseTokenValue;
  'api/devMail.query': DevMailQuery;
  'api/devMail.response': DevMailValue;
  'api/devPay.query': DevPayQuery;
  'api/devPay.request': DevPayRequest;
  'api/devPay.response': DevPayResponse;
  'api/devPayOrder.query': DevPayOrderQuery;
  'api/devPayOrder.response': DevPayOrderResponse;
  'api/devSms.query': DevSmsQuery;
  'api/devSms.response': DevSmsValue;
  'api/envelope': ApiEnvelope;
  'api/favouriteAdd.query': FavouriteAddQuery;
  'api/favouriteAdd.request': FavouriteAddRequest;
  'api/favouriteAdd.response': FavouriteAddResponse;
  'api/favouriteIds.query': FavouriteIdsQuery;
  'api/favouriteIds.response': FavouriteIdsResponse;
  'api/favouriteList.query': FavouriteListQuery;
  'api/favouriteList.response': FavouriteListResponse;
  'api/favouriteRemove.query': FavouriteRemoveQuery;
  'api/favouriteRemove.request': FavouriteRemoveRequest;
  'api/favouriteRemove.response': FavouriteRemoveResponse;
  'api/feedback.query': FeedbackQuery;
  'api/feedback.request': FeedbackRequest;
  'api/feedback.response': FeedbackValue;
  'api/feedbackMail.query': FeedbackMailQuery;
  'api/feedbackMail.request': FeedbackMailRequest;
  'api/feedbackMail.response': FeedbackMailResponse;
  'api/forgetPassword.query': ForgetPasswordQuery;
  'api/forgetPassword.request': ForgetPasswordRequest;
  'api/forgetPassword.response': ForgetPasswordValue;
  'api/game': Game;
  'api/gameList.query': GameListQuery;
  'api/gameList.response': GameListResponse;
  'api/headIcon.query': HeadIconQuery;
  'api/headIcon.response': HeadIconResponse;
  'api/headIconSet.query': HeadIconSetQuery;
  'api/headIconSet.request': HeadIconSetRequest;
  'api/headIconSet.response': HeadIconSetResponse;
  'api/help.query': HelpQuery;
  'api/help.response': HelpValue;
  'api/hotGames.query': HotGamesQuery;
  'api/hotGames.response': HotGamesResponse;
  'api/inbox.query': InboxQuery;
  'api/inbox.response': InboxResponse;
  'api/inboxRead.query': InboxReadQuery;
  'api/inboxRead.request': InboxReadRequest;
  'api/inboxRead.response': InboxReadValue;
  'api/inviteInfo.query': InviteInfoQuery;
  'api/inviteInfo.response': InviteInfoValue;
  'api/jackpots.query': JackpotsQuery;
  'api/jackpots.response': JackpotsResponse;
  'api/launchGame.query': LaunchGameQuery;
  'api/launchGame.request': LaunchGameRequest;
  'api/launchGame.response': LaunchGameResponse;
  'api/launchRedeem.query': LaunchRedeemQuery;
  'api/launchRedeem.request': LaunchRedeemRequest;
  'api/launchRedeem.response': LaunchRedeemResponse;
  'api/launchTicket.query': LaunchTicketQuery;
  'api/launchTicket.request': LaunchTicketRequest;
  'api/launchTicket.response': LaunchTicketResponse;
  'api/liveModels.query': LiveModelsQuery;
  'api/liveModels.response': LiveModelsResponse;
  'api/lobbyNews.query': LobbyNewsQuery;
  'api/lobbyNews.response': LobbyNewsResponse;
  'api/login-failed.response': LoginFailedValue;
  'api/login.query': LoginQuery;
  'api/login.request': LoginRequest;
  'api/login.response': LoginResponse;
  'api/loginKey.query': LoginKeyQuery;
  'api/loginKey.response': LoginKeyResponse;
  'api/logout.query': LogoutQuery;
  'api/logout.request': LogoutRequest;
  'api/logout.response': LogoutResponse;
  'api/lotteryDraw.query': LotteryDrawQuery;
  'api/lotteryDraw.request': LotteryDrawRequest;
  'api/lotteryDraw.response': LotteryDrawResponse;
  'api/lotteryLaunch.query': LotteryLaunchQuery;
  'api/lotteryLaunch.request': LotteryLaunchRequest;
  'api/lotteryLaunch.response': LotteryLaunchResponse;
  'api/lotteryList.query': LotteryListQuery;
  'api/lotteryList.response': LotteryListResponse;
  'api/lotteryMenu.query': LotteryMenuQuery;
  'api/lotteryMenu.response': LotteryMenuResponse;
  'api/lotteryNumero.query': LotteryNumeroQuery;
  'api/lotteryNumero.response': LotteryNumeroResponse;
  'api/loyaltyClaim.query': LoyaltyClaimQuery;
  'api/loyaltyClaim.request': LoyaltyClaimRequest;
  'api/loyaltyClaim.response': LoyaltyClaimResponse;
  'api/loyaltyRewards.query': LoyaltyRewardsQuery;
  'api/loyaltyRewards.response': LoyaltyRewardsResponse;
  'api/loyaltyStatus.query': LoyaltyStatusQuery;
  'api/loyaltyStatus.response': LoyaltyStatusResponse;
  'api/mallItems.query': MallItemsQuery;
  'api/mallItems.response': MallItemsResponse;
  'api/mallRedeem.query': MallRedeemQuery;
  'api/mallRedeem.request': MallRedeemRequest;
  'api/mallRedeem.response': MallRedeemResponse;
  'api/markRead.query': MarkReadQuery;
  'api/markRead.request': MarkReadRequest;
  'api/markRead.response': MarkReadValue;
  'api/memberInfo.query': MemberInfoQuery;
  'api/memberInfo.response': MemberInfoResponse;
  'api/memberProfile.query': MemberProfileQuery;
  'api/memberProfile.response': MemberProfile;
  'api/memberProfileUpdate.query': MemberProfileUpdateQuery;
  'api/memberProfileUpdate.request': MemberProfileUpdateRequest;
  'api/memberProfileUpdate.response': MemberProfileUpdateResponse;
  'api/merchantWallet.query': MerchantWalletQuery;
  'api/merchantWallet.response': MerchantWalletResponse;
  'api/notices.query': NoticesQuery;
  'api/notices.response': NoticesResponse;
  'api/paymentCallback.query': PaymentCallbackQuery;
  'api/paymentCallback.request': PaymentCallbackRequest;
  'api/paymentCallback.response': PaymentCallbackResponse;
  'api/paymentChannels.query': PaymentChannelsQuery;
  'api/paymentChannels.response': PaymentChannelsResponse;
  'api/paymentPassword.query': PaymentPasswordQuery;
  'api/paymentPassword.request': PaymentPasswordRequest;
  'api/paymentPassword.response': PaymentPasswordResponse;
  'api/paymentPasswordChange.query': PaymentPasswordChangeQuery;
  'api/paymentPasswordChange.request': PaymentPasswordChangeRequest;
  'api/paymentPasswordChange.response': PaymentPasswordChangeResponse;
  'api/popularNotices.query': PopularNoticesQuery;
  'api/popularNotices.response': PopularNoticesResponse;
  'api/profitLoss.query': ProfitLossQuery;
  'api/profitLoss.response': ProfitLossResponse;
  'api/query-common': ApiQueryCommon;
  'api/recentAdd.query': RecentAddQuery;
  'api/recentAdd.response': RecentAddResponse;
  'api/recentGames.query': RecentGamesQuery;
  'api/recentGames.response': RecentGamesResponse;
  'api/recentVnLottery.query': RecentVnLotteryQuery;
  'api/recentVnLottery.response': RecentVnLotteryResponse;
  'api/redRain.query': RedRainQuery;
  'api/redRain.response': RedRainResponse;
  'api/redRainGrab.query': RedRainGrabQuery;
  'api/redRainGrab.request': RedRainGrabRequest;
  'api/redRainGrab.response': RedRainGrabResponse;
  'api/register.query': RegisterQuery;
  'api/register.request': RegisterRequest;
  'api/register.response': RegisterValue;
  'api/registerConfig.query': RegisterConfigQuery;
  'api/registerConfig.response': RegisterConfigValue;
  'api/rgActivity.query': RgActivityQuery;
  'api/rgActivity.response': RgActivityResponse;
  'api/rgBreakEndRequest.query': RgBreakEndRequestQuery;
  'api/rgBreakEndRequest.request': RgBreakEndRequestRequest;
  'api/rgBreakEndRequest.response': RgBreakEndRequestResponse;
  'api/rgBreakStart.query': RgBreakStartQuery;
  'api/rgBreakStart.request': RgBreakStartRequest;
  'api/rgBreakStart.response': RgBreakStartResponse;
  'api/rgLimitCancel.query': RgLimitCancelQuery;
  'api/rgLimitCancel.request': RgLimitCancelRequest;
  'api/rgLimitCancel.response': RgLimitCancelResponse;
  'api/rgLimitSet.query': RgLimitSetQuery;
  'api/rgLimitSet.request': RgLimitSetRequest;
  'api/rgLimitSet.response': RgLimitSetResponse;
  'api/rgRealityCheck.query': RgRealityCheckQuery;
  'api/rgRealityCheck.response': RgRealityCheckResponse;
  'api/rgRealityCheckSet.query': RgRealityCheckSetQuery;
  'api/rgRealityCheckSet.request': RgRealityCheckSetRequest;
  'api/rgRealityCheckSet.response': RgRealityCheckSetResponse;
  'api/rgSessionLimitSet.query': RgSessionLimitSetQuery;
  'api/rgSessionLimitSet.request': RgSessionLimitSetRequest;
  'api/rgSessionLimitSet.response': RgSessionLimitSetResponse;
  'api/rgStatus.query': RgStatusQuery;
  'api/rgStatus.response': RgStatusResponse;
  'api/securityStatus.query': SecurityStatusQuery;
  'api/securityStatus.response': SecurityStatusValue;
  'api/sendSmsCode.query': SendSmsCodeQuery;
  'api/sendSmsCode.request': SendSmsCodeRequest;
  'api/sendSmsCode.response': SendSmsCodeValue;
  'api/systemCountries.query': SystemCountriesQuery;
  'api/systemCountries.response': SystemCountriesValue;
  'api/systemStatus.query': SystemStatusQuery;
  'api/systemStatus.response': SystemStatusResponse;
  'api/teamBetting.query': TeamBettingQuery;
  'api/teamBetting.response': TeamBettingResponse;
  'api/teamKpi.query': TeamKpiQuery;
  'api/teamKpi.response': TeamKpiResponse;
  'api/teamMember.query': TeamMemberQuery;
  'api/teamMember.response': TeamMemberResponse;
  'api/teamMembers.query': TeamMembersQuery;
  'api/teamMembers.response': TeamMembersResponse;
  'api/teamPnl.query': TeamPnlQuery;
  'api/teamPnl.response': TeamPnlResponse;
  'api/teamRebate.query': TeamRebateQuery;
  'api/teamRebate.response': TeamRebateResponse;
  'api/teamRebateUpdate.query': TeamRebateUpdateQuery;
  'api/teamRebateUpdate.request': TeamRebateUpdateRequest;
  'api/teamRebateUpdate.response': TeamRebateUpdateResponse;
  'api/tenant.query': TenantQuery1;
  'api/testPlay.query': TestPlayQuery;
  'api/testPlay.request': TestPlayRequest;
  'api/testPlay.response': TestPlayResponse;
  'api/trialAccount.query': TrialAccountQuery;
  'api/trialAccount.response': TrialAccountResponse;
  'api/trialLogin.query': TrialLoginQuery;
  'api/trialLogin.request': TrialLoginRequest;
  'api/trialLogin.response': TrialLoginResponse;
  'api/unreadAnnouncements.query': UnreadAnnouncementsQuery;
  'api/unreadAnnouncements.response': UnreadAnnouncementsResponse;
  'api/unreadChat.query': UnreadChatQuery;
  'api/unreadChat.response': UnreadChatResponse;
  'api/unreadInbox.query': UnreadInboxQuery;
  'api/unreadInbox.response': UnreadInboxResponse;
  'api/usernameCheck.query': UsernameCheckQuery;
  'api/usernameCheck.response': UsernameCheckValue;
  'api/vendorGameTypes.query': VendorGameTypesQuery;
  'api/vendorGameTypes.response': VendorGameTypesResponse;
  'api/vendors.query': VendorsQuery;
  'api/vendors.response': VendorsResponse;
  'api/verification.query': VerificationQuery;
  'api/verification.response': VerificationValue;
  'api/vnNumero.query': VnNumeroQuery;
  'api/vnNumero.response': VnNumeroResponse;
  'api/wallet.query': WalletQuery;
  'api/wallet.response': WalletResponse;
  'api/walletTransfer.query': WalletTransferQuery;
  'api/walletTransfer.request': WalletTransferRequest;
  'api/walletTransfer.response': WalletTransferResponse;
  'api/winnerBoard.query': WinnerBoardQuery;
  'api/winnerBoard.response': WinnerBoardResponse;
  'api/withdrawCancel.query': WithdrawCancelQuery;
  'api/withdrawCancel.request': WithdrawCancelRequest;
  'api/withdrawCancel.response': WithdrawCancelResponse;
  'api/withdrawCreate.query': WithdrawCreateQuery;
  'api/withdrawCreate.request': WithdrawCreateRequest;
  'api/withdrawCreate.response': WithdrawCreateResponse;
  'api/withdrawInfo.query': WithdrawInfoQuery;
  'api/withdrawInfo.response': WithdrawInfoResponse;
  'api/withdrawList.query': WithdrawListQuery;
  'api/withdrawList.response': WithdrawListResponse;
  common: Common;
  condition: Condition;
  config: TenantConfig;
  'menu-item': MenuItem;
  messages: Messages | undefined;
  node: Node;
  'node/activityList': ActivityListNode;
  'node/activityStatement': ActivityStatementNode;
  'node/agentContract': AgentContractNode;
  'node/agentDividends': AgentDividendsNode;
  'node/agentHome': AgentHomeNode;
  'node/agentRebate': AgentRebateNode;
  'node/agentRegister': AgentRegisterNode;
  'node/agentTeam': AgentTeamNode;
  'node/appDownload': AppDownloadNode;
  'node/authTabs': AuthTabsNode;
  'node/banner': BannerNode;
  'node/button': ButtonNode;
  'node/changePassword': ChangePasswordNode;
  'node/comingSoon': ComingSoonNode;
  'node/contractPrompts': ContractPromptsNode;
  'node/deposit': DepositNode;
  'node/feedbackForm': FeedbackFormNode;
  'node/feedbackMail': FeedbackMailNode;
  'node/footer': FooterNode;
  'node/forgetPassword': ForgetPasswordNode;
  'node/freeTrial': FreeTrialNode;
  'node/gameEntry': GameEntryNode;
  'node/gameList': GameListNode;
  'node/helpCentre': HelpCentreNode;
  'node/homeHeader': HomeHeaderNode;
  'node/homePopups': HomePopupsNode;
  'node/image': ImageNode;
  'node/inboxList': InboxListNode;
  'node/inviteFriends': InviteFriendsNode;
  'node/link': LinkNode;
  'node/lobbyNews': LobbyNewsNode;
  'node/loginFooter': LoginFooterNode;
  'node/lotteryCentre': LotteryCentreNode;
  'node/lottoFrame': LottoFrameNode;
  'node/marquee': MarqueeNode;
  'node/memberCentre': MemberCentreNode;
  'node/memberLevel': MemberLevelNode;
  'node/memberProfile': MemberProfileNode;
  'node/memberSettings': SettingsNode;
  'node/menuList': MenuListNode;
  'node/messageCentre': MessageCentreNode;
  'node/noticeList': NoticeListNode;
  'node/pointsMall': PointsMallNode;
  'node/redRain': RedRainNode;
  'node/responsibleGaming': ResponsibleGamingNode;
  'node/rewardCentre': RewardCentreNode;
  'node/section': SectionNode;
  'node/securityCentre': SecurityCentreNode;
  'node/stack': StackNode;
  'node/taskFrame': TaskFrameNode;
  'node/teamList': TeamListNode;
  'node/teamOverview': TeamOverviewNode;
  'node/teamRebate': TeamRebateNode;
  'node/text': TextNode;
  'node/walletRecords': WalletRecordsNode;
  'node/winnerBoard': WinnerBoardNode;
  'node/withdraw': WithdrawNode;
  screen: Screen | undefined;
  'studio/cash-desk-decided.response': CashDeskDecided;
  'studio/cash-desk-decision.request': StudioCashDeskDecisionRequest;
  'studio/cash-desk-queue.response': CashDeskQueue;
  'studio/cash-desk-withdrawal.response': CashDeskWithdrawalDetail;
  'studio/cash-desk': StudioCashDesk;
  'studio/change.request': StudioChangeRequest;
  'studio/check.request': StudioCheckRequest;
  'studio/comment.request': StudioCommentRequest;
  'studio/draft': StudioDraft;
  'studio/login.request': StudioLoginRequest;
  'studio/merge.request': StudioMergeRequest;
  'studio/notifications-read.request': StudioNotificationsReadRequest;
  'studio/platform-settings.request': StudioPlatformSettingsRequest;
  'studio/preview-session.request': StudioPreviewSessionRequest;
  'studio/review.request': StudioReviewRequest;
  'studio/role.request': StudioRoleRequest;
  'studio/rollback.request': StudioRollbackRequest;
  'studio/settings.request': StudioSettingsRequest;
  'studio/upload.request': StudioUploadRequest;
  'studio/webhook.request': StudioWebhookRequest;
  tenant: TenantSettings;
}
/**
 * Go to an in-app path (it may carry a query); the path must match a route of the tenant.
 */
export interface NavigateAction {
  action: 'navigate';
  /**
   * The in-app path to open, such as /m/home or /m/promotion?type=1.
   */
  to: string;
  /**
   * On: back does not return to the page the member came from.
   */
  replace?: boolean;
}
/**
 * Open a URL: a site path (/...) or https on an origin of security.allowedOrigins (README, URL policy). The url and query values may contain {language}, {theme} and {token}; {token} (the member's session) only on an origin of security.trustedOrigins.
 */
export interface OpenUrlAction {
  action: 'openUrl';
  /**
   * A site path (/...) or an https address on an allowed origin; it may hold {language}, {theme} and {token}.
   */
  url: string;
  /**
   * Names and values added to the address's query.
   */
  query?: {
    [k: string]: string | undefined;
  };
  /**
   * self: this tab; blank: a new tab.
   */
  target?: '_self' | '_blank';
}
/**
 * Leave the page to the URL of the tenant's download link of that resource type.
 */
export interface OpenLinkAction {
  action: 'openLink';
  resourceType: ResourceType;
}
export interface ToggleServiceAction {
  action: 'toggleService';
}
export interface OpenSideMenuAction {
  action: 'openSideMenu';
}
export interface CloseSideMenuAction {
  action: 'closeSideMenu';
}
export interface LogoutAction {
  action: 'logout';
}
export interface AlertAction {
  action: 'alert';
  message: MessageKey;
}
export interface ToastAction {
  action: 'toast';
  message: MessageKey;
  kind?: ToastKind;
  /**
   * How long the toast shows: short (constants.toast.shortMs, 3 s, the default) or long (constants.toast.longMs, 8 s), SPEC 8.
   */
  duration?: 'short' | 'long';
}
export interface IfAction {
  action: 'if';
  when: Condition;
  then: Action;
  else?: Action;
}
/**
 * True when the white-label flag of that name is on.
 */
export interface FlagCondition {
  flag: string;
}
export interface SignedInCondition {
  signedIn: boolean;
}
export interface MemberTypeCondition {
  memberType: {
    /**
     * @minItems 1
     */
    in: [number, ...number[]];
  };
}
/**
 * True when signed in as an agent (a type outside constants.memberTypes.nonAgent, SPEC 6), or, with false, when not.
 */
export interface AgentCondition {
  agent: boolean;
}
/**
 * True when the current route id is one of `in`.
 */
export interface RouteCondition {
  route: {
    /**
     * @minItems 1
     */
    in: [string, ...string[]];
  };
}
export interface DeviceCondition {
  device: {
    /**
     * @minItems 1
     */
    in: [DeviceKind, ...DeviceKind[]];
  };
}
/**
 * True when a download link of that resource type is configured.
 */
export interface HasLinkCondition {
  hasLink: ResourceType;
}
export interface MemberHasCondition {
  /**
   * vip: a VIP member; nochat: a member labelled nochat; break: a member on a time-out or self-exclusion now (memberInfo.onBreak; it may see statements and withdraw only).
   */
  memberHas: 'vip' | 'nochat' | 'break';
}
export interface BrowserLanguageCondition {
  browserLanguage: {
    contains: string;
  };
}
export interface CountryCodeCondition {
  countryCode: {
    /**
     * @minItems 1
     */
    in: [string, ...string[]];
  };
}
export interface AllCondition {
  all: Condition[];
}
export interface AnyCondition {
  any: Condition[];
}
export interface NotCondition {
  not: Condition;
}
export interface SetLanguageAction {
  action: 'setLanguage';
  language: LanguageCode;
}
export interface SetThemeAction {
  action: 'setTheme';
  /**
   * The theme to switch to: dark or light.
   */
  theme: string;
}
/**
 * Opens the live chat (SPEC 2, the agent home's online service): the message centre launches it at once, with SPEC 6's rules.
 */
export interface OpenChatAction {
  action: 'openChat';
}
/**
 * Launch a game (needs a session, else /m/login). Without a vendor the first vendor of the category is used (SPEC 2: COCKFIGHT and ELOTT from the side menu). Lottery categories and vendors open the lottery frame route.
 */
export interface LaunchGameAction {
  action: 'launchGame';
  gameCategory: GameCategory;
  /**
   * The vendor's code; leave it empty for the category's first vendor.
   */
  vendor?: string;
  /**
   * The game's number, when one game opens directly.
   */
  gameId?: string | number;
  /**
   * The vendor node's number, as the game server lists it.
   */
  nodeId?: string | number;
  /**
   * Vendor game code; lottery launches need it (else the vendor's first game is used).
   */
  gameCode?: string;
  /**
   * Lottery play type (default trad).
   */
  playType?: 'trad' | 'ent';
  /**
   * On: a visitor who is not signed in may try the game.
   */
  supportFreePlay?: boolean;
  /**
   * Launched from home: the lottery frame's close button returns to /m/home.
   */
  pageBack?: boolean;
}
/**
 * Query of the account record (transactions).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_accountRecord_query".
 */
export interface AccountRecordQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
  /**
   * Keyset paging: the nextCursor of the previous page (pageNo then only labels the page).
   */
  cursor?: string;
  /**
   * Comma-separated types (default all), or A: the agent's team record (every member of its team, each row naming the member).
   */
  types?: string;
  /**
   * With types A: only this team member's rows.
   */
  account?: string;
}
/**
 * A page of the member's transactions in the range, newest first, with totals of the whole range. change is the main wallet's signed move.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_accountRecord_response".
 */
export interface AccountRecordResponse {
  list: {
    id: number;
    /**
     * ISO 8601 UTC time.
     */
    createdAt: string;
    type: 'deposit' | 'withdraw' | 'transfer' | 'bet' | 'win' | 'bonus' | 'adjust';
    kind: string;
    amount: DecimalAmount;
    change: DecimalAmount;
    orderNo: string | null;
    status: 'success' | 'pending' | 'approved' | 'rejected' | 'cancelled';
    from?: string;
    to?: string;
    /**
     * With types A: the team member the row concerns.
     */
    account?: string;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
  nextCursor: string | null;
  totals: {
    count: number;
    credit: DecimalAmount;
    debit: DecimalAmount;
    net: DecimalAmount;
  };
}
/**
 * Query string of the activities endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_activities_query".
 */
export interface ActivitiesQuery {
  tenant?: TenantQuery;
  /**
   * The language of the activities' titles and summaries; a text not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  lang?: string;
}
/**
 * Promotions in sequence order with a generated banner (data:image/svg+xml URL) and the sign-up status: automatic (no sign-up), open, or signedUp (per member; open for guests).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_activities_response".
 */
export interface ActivitiesValue {
  list: Activity[];
}
export interface Activity {
  id: number;
  sequence: number;
  title: string;
  summary: string;
  imageUrl: string;
  status: 'automatic' | 'open' | 'signedUp';
}
/**
 * Query string of the activitySignUp endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_activitySignUp_query".
 */
export interface ActivitySignUpQuery {
  tenant?: TenantQuery;
}
/**
 * Signs the member up for an activity that needs it (idempotent); 404 otherwise; type 4 gets E_FREE_REJECT.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_activitySignUp_request".
 */
export interface ActivitySignUpRequest {
  activityId: number;
}
/**
 * Query string of the affiliateCheck endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_affiliateCheck_query".
 */
export interface AffiliateCheckQuery {
  tenant?: TenantQuery;
  code: string;
  /**
   * The host the visitor came to; a code bound to a domain is valid only there.
   */
  domain?: string;
}
/**
 * Whether the invitation code is an active code of this tenant.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_affiliateCheck_response".
 */
export interface AffiliateCheckValue {
  valid: boolean;
}
/**
 * Query string of agentAffiliate.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentAffiliate_query".
 */
export interface AgentAffiliateQuery {
  tenant?: TenantQuery;
}
/**
 * The agent's invitation code and its registration link.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentAffiliate_response".
 */
export interface AgentAffiliateResponse {
  code: string;
  url: string;
}
/**
 * The agent's dividend statements.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentDividends_query".
 */
export interface AgentDividendsQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * Dividend statements per period (half months), newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentDividends_response".
 */
export interface AgentDividendsResponse {
  list: DividendStatement[];
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface DividendStatement {
  id: number;
  period: string;
  startDate: string;
  endDate: string;
  teamBet: DecimalAmount;
  teamLoss: DecimalAmount1;
  activeMembers: number;
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
  amount: DecimalAmount;
  /**
   * ISO 8601 UTC time.
   */
  paidAt: string;
}
/**
 * The agent's own rebate rates and payouts.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentRebate_query".
 */
export interface AgentRebateQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * The agent's rates per game category and a page of its rebate payouts (one per day of the tenant's time zone), newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentRebate_response".
 */
export interface AgentRebateResponse {
  rates: RebateRate[];
  list: RebatePayout[];
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface RebateRate {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
export interface RebatePayout {
  day: string;
  bet: DecimalAmount2;
  amount: DecimalAmount;
  /**
   * ISO 8601 UTC time.
   */
  paidAt: string;
}
/**
 * Query string of agentRegister.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentRegister_query".
 */
export interface AgentRegisterQuery {
  tenant?: TenantQuery;
}
/**
 * A new direct downline of the agent: a member (type 0) or a sub-agent (type 2), with the fields the tenant's register config asks for.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentRegister_request".
 */
export interface AgentRegisterRequest {
  username: string;
  password: string;
  confirmPassword: string;
  type: 0 | 2;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /**
   * The downline's date of birth, YYYY-MM-DD: required when the tenant's responsibleGaming.minimumAge is 18 or 21 (missing, not a date or in the future: 400 naming birthDate); younger is 400 E_UNDER_AGE (value.minimumAge).
   */
  birthDate?: string;
  rates?: RebateRate1[];
}
export interface RebateRate1 {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
/**
 * The member created; it can sign in at once.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_agentRegister_response".
 */
export interface AgentRegisterResponse {
  id: number;
  account: string;
  type: number;
}
/**
 * Query string of the banners call.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_banners_query".
 */
export interface BannersQuery {
  tenant?: TenantQuery;
  /**
   * Comma-separated content types, e.g. B,PL,PU,H.
   */
  types?: string;
  groupName: string;
  platform?: string;
  merchantCode?: string;
  token?: string;
  /**
   * The language of the banners' titles; a title not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
export interface Banner {
  id: number;
  groupName: string;
  title: string;
  /**
   * Image URL, same-origin.
   */
  url: string;
  /**
   * Target URL or path opened on click.
   */
  linkage: string;
}
/**
 * Query of the betting record (game rounds).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bettingRecord_query".
 */
export interface BettingRecordQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
  /**
   * Keyset paging: the nextCursor of the previous page (pageNo then only labels the page).
   */
  cursor?: string;
}
/**
 * A page of game rounds (bet with its win), newest first, with totals of the range.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bettingRecord_response".
 */
export interface BettingRecordResponse {
  list: {
    roundId: string;
    /**
     * ISO 8601 UTC time.
     */
    createdAt: string;
    gameKind: string | null;
    gameName: string | null;
    vendor: string | null;
    bet: DecimalAmount;
    win: DecimalAmount;
    profit: DecimalAmount;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
  nextCursor: string | null;
  totals: {
    count: number;
    bet: DecimalAmount;
    win: DecimalAmount;
    profit: DecimalAmount;
  };
}
/**
 * Query of binding an e-mail address.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindEmail_query".
 */
export interface BindEmailQuery {
  tenant?: TenantQuery;
}
/**
 * Binds (or changes) the member's e-mail address (under 255 characters, checked by the handler: 400 with value {field: "email", messageKey: "rule.email"}); the login password confirms it. 10 attempts per member per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindEmail_request".
 */
export interface BindEmailRequest {
  email: string;
  loginPassword: string;
}
/**
 * The security status after the change.
 */
export interface BindEmailResponse {
  paymentPassword: boolean;
  mobile: string | null;
  email: string | null;
}
/**
 * Query of binding a mobile number.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindMobile_query".
 */
export interface BindMobileQuery {
  tenant?: TenantQuery;
}
/**
 * Binds (or changes) the member's mobile number, proved by an SMS code of purpose "bind". Trial members get 403 E_FREE_REJECT; a number another member holds is 409 E_CONFLICT; 10 attempts per member per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindMobile_request".
 */
export interface BindMobileRequest {
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  countryDialingCode: string;
  messageCode: string;
}
/**
 * The security status after the change.
 */
export interface BindMobileResponse {
  paymentPassword: boolean;
  mobile: string | null;
  email: string | null;
}
/**
 * Query string of the captcha endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_captcha_query".
 */
export interface CaptchaQuery {
  tenant?: TenantQuery;
}
/**
 * A fresh image captcha: 4 digits, single use, valid 5 minutes.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_captcha_response".
 */
export interface CaptchaValue {
  /**
   * Send back with the answer (login: captchaId + identifying; register: captchaId + captcha).
   */
  captchaId: string;
  /**
   * The PNG image as a data: URL.
   */
  image: string;
}
/**
 * Query string of the changePassword endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_changePassword_query".
 */
export interface ChangePasswordQuery {
  tenant?: TenantQuery;
}
/**
 * Changes the signed-in member's password: the old one must match, the new one follows the registration password rule (6 to 20 printable characters), equals confirmNewPassword and differs from the old one. Other sessions of the member are revoked.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_changePassword_request".
 */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
/**
 * Query string of the chatLaunch endpoint (SPEC 7): b2c=1, the language uppercased with Chinese variants collapsed to CN, the page to come back to, the header colour and the title.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_chatLaunch_query".
 */
export interface ChatLaunchQuery {
  tenant?: TenantQuery;
  b2c: '1';
  language: string;
  backUrl?: string;
  headerColor?: string;
  title?: string;
}
/**
 * Where the browser goes (after 500 ms): the same-origin demo chat page. 403 E_FORBIDDEN when CBS3 is off or the member is labelled nochat, 403 E_FREE_REJECT for type 4.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_chatLaunch_response".
 */
export interface ChatLaunchValue {
  chatUrl: string;
}
/**
 * Query string of the chatMessages endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_chatMessages_query".
 */
export interface ChatMessagesQuery {
  tenant?: TenantQuery;
  /**
   * The language of the messages; one not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * The member's demo chat conversation, oldest first (at most 200); reading it marks it read. Same chat rules as chatLaunch.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_chatMessages_response".
 */
export interface ChatMessagesValue {
  list: ChatMessage[];
}
export interface ChatMessage {
  id: number;
  body: string;
  createdAt: string;
}
/**
 * Pending contract offers of the agent (SPEC 3 Contract info).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contractRequests_query".
 */
export interface ContractRequestsQuery {
  tenant?: TenantQuery;
}
/**
 * Each field is the id of a pending offer of that kind, or empty when there is none.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contractRequests_response".
 */
export interface ContractRequestsResponse {
  /**
   * Pending daily salary contract.
   */
  dailysalreqtype: string;
  /**
   * Pending dividend contract.
   */
  divtypecompperiodreq: string;
  /**
   * Pending hourly salary contract.
   */
  contracthoursalreq: string;
}
/**
 * Query string of contractRespond.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contractRespond_query".
 */
export interface ContractRespondQuery {
  tenant?: TenantQuery;
}
/**
 * Accept or reject a pending contract.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contractRespond_request".
 */
export interface ContractRespondRequest {
  id: number;
  accept: boolean;
}
/**
 * The contract after the answer.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contractRespond_response".
 */
export interface ContractRespondResponse {
  id: number;
  /**
   * daily salary, dividend or hourly salary
   */
  kind: 'salary' | 'dividend' | 'hourly';
  state: 'pending' | 'accepted' | 'rejected' | 'expired';
  /**
   * The upline's username, or the site.
   */
  offeredBy: string;
  /**
   * ISO 8601 UTC time.
   */
  offeredAt: string;
  /**
   * ISO 8601 UTC time, or null.
   */
  respondedAt: string | null;
  /**
   * ISO 8601 UTC time.
   */
  expiresAt: string;
  /**
   * @minItems 1
   */
  tiers: [ContractTier, ...ContractTier[]];
}
export interface ContractTier {
  teamBet: DecimalAmount3;
  /**
   * Team members who bet in the period, at least this.
   */
  activeMembers: number;
  /**
   * Salary paid for the period (salary and hourly contracts).
   */
  amount: string | null;
  /**
   * Share of the team's loss (dividend contracts).
   */
  rate: string | null;
}
/**
 * The agent's contracts of one kind.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contracts_query".
 */
export interface ContractsQuery {
  tenant?: TenantQuery;
  /**
   * daily salary, dividend or hourly salary
   */
  kind: 'salary' | 'dividend' | 'hourly';
}
/**
 * The pending or accepted contract of the kind (current), the earlier ones, and its settlements, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_contracts_response".
 */
export interface ContractsResponse {
  /**
   * daily salary, dividend or hourly salary
   */
  kind: 'salary' | 'dividend' | 'hourly';
  current: Contract | null;
  history: Contract1[];
  settlements: ContractSettlement[];
}
export interface Contract {
  id: number;
  /**
   * daily salary, dividend or hourly salary
   */
  kind: 'salary' | 'dividend' | 'hourly';
  state: 'pending' | 'accepted' | 'rejected' | 'expired';
  /**
   * The upline's username, or the site.
   */
  offeredBy: string;
  /**
   * ISO 8601 UTC time.
   */
  offeredAt: string;
  /**
   * ISO 8601 UTC time, or null.
   */
  respondedAt: string | null;
  /**
   * ISO 8601 UTC time.
   */
  expiresAt: string;
  /**
   * @minItems 1
   */
  tiers: [ContractTier1, ...ContractTier1[]];
}
export interface ContractTier1 {
  teamBet: DecimalAmount4;
  /**
   * Team members who bet in the period, at least this.
   */
  activeMembers: number;
  /**
   * Salary paid for the period (salary and hourly contracts).
   */
  amount: string | null;
  /**
   * Share of the team's loss (dividend contracts).
   */
  rate: string | null;
}
export interface Contract1 {
  id: number;
  /**
   * daily salary, dividend or hourly salary
   */
  kind: 'salary' | 'dividend' | 'hourly';
  state: 'pending' | 'accepted' | 'rejected' | 'expired';
  /**
   * The upline's username, or the site.
   */
  offeredBy: string;
  /**
   * ISO 8601 UTC time.
   */
  offeredAt: string;
  /**
   * ISO 8601 UTC time, or null.
   */
  respondedAt: string | null;
  /**
   * ISO 8601 UTC time.
   */
  expiresAt: string;
  /**
   * @minItems 1
   */
  tiers: [ContractTier2, ...ContractTier2[]];
}
export interface ContractTier2 {
  teamBet: DecimalAmount5;
  /**
   * Team members who bet in the period, at least this.
   */
  activeMembers: number;
  /**
   * Salary paid for the period (salary and hourly contracts).
   */
  amount: string | null;
  /**
   * Share of the team's loss (dividend contracts).
   */
  rate: string | null;
}
export interface ContractSettlement {
  period: string;
  teamBet: DecimalAmount;
  activeMembers: number;
  amount: DecimalAmount;
  /**
   * ISO 8601 UTC time.
   */
  paidAt: string;
}
/**
 * Query string of the demo game session.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSession_query".
 */
export interface DemoGameSessionQuery {
  tenant?: TenantQuery;
}
/**
 * Body of the demo game session: the launch ticket from the game address (launch for the slot, token for the lottery frame). A game server names the game it opens (nodeId): a ticket of another game is refused. With a member session (the frame's cookie), a ticket of another member is refused too.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSession_request".
 */
export interface DemoGameSessionRequest {
  launch: string;
  nodeId?: number;
}
/**
 * The demo game's session (2 hours), the member's balance, the game and the stakes offered (the slot's or the lottery's).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSession_response".
 */
export interface DemoGameSessionResponse {
  session: string;
  balance: DecimalAmount;
  game: Game;
  /**
   * @minItems 1
   */
  bets: [DecimalAmount, ...DecimalAmount[]];
}
/**
 * One game as every game list returns it (SPEC section 3, Game).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_game".
 */
export interface Game {
  /**
   * The game's id on this platform (favourites, recent and launch use it).
   */
  nodeId: number;
  nodeName: string;
  gameName: string;
  /**
   * The vendor's display name.
   */
  displayName: string;
  /**
   * Vendor code.
   */
  vassalage: string;
  showIcon: boolean;
  /**
   * Same-origin artwork generated by the server.
   */
  iconUrl: string;
  /**
   * Live table id, null for other games.
   */
  roomId: string | null;
  supportPlay: boolean;
  /**
   * The game's category.
   */
  gameType: string;
  /**
   * The vendor's id of the game.
   */
  gameId: string;
  gameCode: string;
  isGameH5: boolean;
  freeplay: boolean;
  /**
   * Prize mode of a lottery game (LOTT, ELOTT or SEA), null for other games.
   */
  lottoMode: string | null;
  accountTypeName: string;
  /**
   * Same-origin artwork generated by the server.
   */
  mobileLargeIcon: string;
  /**
   * Same-origin artwork generated by the server.
   */
  mobileSmallIcon: string;
}
/**
 * Query string of a demo slot spin.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSpin_query".
 */
export interface DemoGameSpinQuery {
  tenant?: TenantQuery;
}
/**
 * Body of a demo slot spin.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSpin_request".
 */
export interface DemoGameSpinRequest {
  session: string;
  /**
   * Stake as a decimal string with two places.
   */
  bet: string;
  /**
   * Chosen by the client per round; a retry with the same key returns the first result.
   */
  idempotencyKey: string;
}
/**
 * Result of a spin: 3 rows of 3 symbols, the win and the balance after it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_demoGameSpin_response".
 */
export interface DemoGameSpinResponse {
  /**
   * @minItems 3
   * @maxItems 3
   */
  reels: [[string, string, string], [string, string, string], [string, string, string]];
  win: DecimalAmount;
  balance: DecimalAmount;
}
/**
 * Query of a deposit order (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_depositCreate_query".
 */
export interface DepositCreateQuery {
  tenant?: TenantQuery;
}
/**
 * A deposit order: channel and amount within the channel's limits.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_depositCreate_request".
 */
export interface DepositCreateRequest {
  channelId: string;
  /**
   * An amount: digits with at most 2 decimals, e.g. "100" or "100.50".
   */
  amount: string;
  /**
   * SPEC 9.19: the gateway code of the client making the call, one of the tenant's platform.gateway codes (WEB 1, MOBILE 3; the mobile site sends MOBILE). Kept with the order; a code the tenant does not configure is refused with 400 E_BAD_REQUEST. Optional: without it the order is kept as not reported.
   */
  gateway?: number;
}
/**
 * The pending order and the (same-origin, demo) payment page to open.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_depositCreate_response".
 */
export interface DepositCreateResponse {
  orderNo: string;
  channelId: string;
  amount: DecimalAmount;
  status: 'pending' | 'paid' | 'failed';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
  payUrl: string;
}
/**
 * Query of the member's deposit orders, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_depositOrders_query".
 */
export interface DepositOrdersQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * A page of deposit orders.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_depositOrders_response".
 */
export interface DepositOrdersResponse {
  list: {
    orderNo: string;
    channelId: string;
    amount: DecimalAmount;
    /**
     * expired: still pending when its payment window (30 minutes) closed; it can no longer be paid.
     */
    status: 'pending' | 'paid' | 'failed' | 'expired';
    /**
     * ISO 8601 UTC time.
     */
    createdAt: string;
    completedAt: string | null;
    /**
     * The payment page of a pending order whose window is still open; absent otherwise.
     */
    payUrl?: string;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
}
/**
 * Query string of GET /api/dev/captcha (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devCaptcha_query".
 */
export interface DevCaptchaQuery {
  tenant?: TenantQuery;
  captchaId: string;
}
/**
 * The answer of a live captcha (development only; 404 in production).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devCaptcha_response".
 */
export interface DevCaptchaValue {
  answer: string;
}
/**
 * Query of POST /api/dev/firebase-token (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devFirebaseToken_query".
 */
export interface DevFirebaseTokenQuery {
  tenant?: TenantQuery;
}
/**
 * The number the console phone-proof provider vouches for (development only: the stand-in for Firebase's SMS check).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devFirebaseToken_request".
 */
export interface DevFirebaseTokenRequest {
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode: string;
}
/**
 * A console ID token proving the number: HMAC-signed by this server, valid 5 minutes, single use (development only; 404 without the development helpers, or when another phone-proof provider is configured).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devFirebaseToken_response".
 */
export interface DevFirebaseTokenValue {
  idToken: string;
}
/**
 * Query string of GET /api/dev/mail (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devMail_query".
 */
export interface DevMailQuery {
  tenant?: TenantQuery;
  /**
   * The sender's e-mail address, as the feedback mail was sent (trimmed).
   */
  email: string;
}
/**
 * The last feedback mail this server process handed to its mail provider from that address for the tenant (development only; 404 in production).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devMail_response".
 */
export interface DevMailValue {
  /**
   * The mail's row in feedback_mails.
   */
  id: number;
  email: string;
  subject: string;
  content: string;
  /**
   * The signed-in member who sent it; null for a guest.
   */
  memberId: number | null;
  sentAt: string;
}
/**
 * Query of the demo payment outcome (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devPay_query".
 */
export interface DevPayQuery {
  tenant?: TenantQuery;
}
/**
 * Pay or fail the order: the server signs and posts the gateway callback.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devPay_request".
 */
export interface DevPayRequest {
  order: string;
  token: string;
  outcome: 'pay' | 'fail';
}
/**
 * The order after the callback.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devPay_response".
 */
export interface DevPayResponse {
  orderNo: string;
  channelId: string;
  amount: DecimalAmount;
  status: 'pending' | 'paid' | 'failed';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
}
/**
 * Query of the demo payment page's order (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devPayOrder_query".
 */
export interface DevPayOrderQuery {
  tenant?: TenantQuery;
  order: string;
  token: string;
}
/**
 * The order the demo payment page shows.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devPayOrder_response".
 */
export interface DevPayOrderResponse {
  orderNo: string;
  channelId: string;
  amount: DecimalAmount;
  status: 'pending' | 'paid' | 'failed';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
}
/**
 * Query string of GET /api/dev/sms (development only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devSms_query".
 */
export interface DevSmsQuery {
  tenant?: TenantQuery;
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode: string;
}
/**
 * The last live SMS code sent to the number (development only; 404 in production).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_devSms_response".
 */
export interface DevSmsValue {
  code: string;
}
/**
 * Every API response body: success flag, a code ("OK" on success, E_* otherwise), a human message and the value.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_envelope".
 */
export interface ApiEnvelope {
  success: boolean;
  code: string;
  message: string;
  value: unknown;
}
/**
 * Query string of favourite add.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteAdd_query".
 */
export interface FavouriteAddQuery {
  tenant?: TenantQuery;
}
/**
 * Body of favourite add; adding a favourite already present changes nothing.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteAdd_request".
 */
export interface FavouriteAddRequest {
  nodeId: number;
  vendor?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Query of the member's favourite node ids.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteIds_query".
 */
export interface FavouriteIdsQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * A page of favourite node ids, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteIds_response".
 */
export interface FavouriteIdsResponse {
  content: number[];
  pageNum: number;
  totalPages: number;
}
/**
 * Query of the member's favourite games.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteList_query".
 */
export interface FavouriteListQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Game category. ESPORTS is treated as SPORTS.
   */
  gameType?: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * UI language; game names are proper nouns and the same in every language.
   */
  language?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * A page of favourite games, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteList_response".
 */
export interface FavouriteListResponse {
  content: Game[];
  pageNum: number;
  totalPages: number;
}
/**
 * Query string of favourite remove.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteRemove_query".
 */
export interface FavouriteRemoveQuery {
  tenant?: TenantQuery;
}
/**
 * Body of favourite remove; removing a game that is not a favourite changes nothing.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_favouriteRemove_request".
 */
export interface FavouriteRemoveRequest {
  nodeId: number;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Query string of the feedback endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedback_query".
 */
export interface FeedbackQuery {
  tenant?: TenantQuery;
}
/**
 * A member's feedback: question type (deposit 1, withdrawal 2, game 3, customer service 4, agent application 6, other 0), description 20 to 200 characters (trimmed), optional comment up to 140, the image captcha, and up to 3 PNG or JPEG images (base64, at most 5 MB each, checked by their magic bytes: 400 with value.messageKey feedback.badType, feedback.tooLarge or feedback.tooMany). A wrong captcha is 400 E_CAPTCHA_REQUIRED. The endpoint accepts a body of up to 3 images of 5 MB in base64.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedback_request".
 */
export interface FeedbackRequest {
  type: 0 | 1 | 2 | 3 | 4 | 6;
  content: string;
  comment?: string;
  captchaId: string;
  captcha: string;
  /**
   * @maxItems 3
   */
  images?:
    | []
    | [
        {
          data: string;
        }
      ]
    | [
        {
          data: string;
        },
        {
          data: string;
        }
      ]
    | [
        {
          data: string;
        },
        {
          data: string;
        },
        {
          data: string;
        }
      ];
}
/**
 * Query of feedback mail (SPEC 7.34).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedbackMail_query".
 */
export interface FeedbackMailQuery {
  tenant?: TenantQuery;
}
/**
 * Feedback mail (SPEC 7.34: POST form encoded): the help centre's "E-mail us" form, from a guest or a member, sent form encoded (application/x-www-form-urlencoded, the route's encoding "form"). Each field is trimmed, then checked: the e-mail by the contact rule (under 255 characters; 400 value.messageKey rule.email), the subject 1 to 80 characters (feedbackMail.subjectLength) and the message 20 to 200 (SPEC 5's feedback rule, feedback.contentLength), each 400 E_BAD_REQUEST naming the field. A control character, a line break or a line separator in the e-mail or the subject (a mail header) is 400 E_BAD_CHARACTER naming the field; the message may hold line breaks and tabs. 5 mails per client address an hour, then 429 E_RATE_LIMITED with Retry-After.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedbackMail_request".
 */
export interface FeedbackMailRequest {
  /**
   * The visitor's e-mail address, where the operator answers.
   */
  email: string;
  subject: string;
  /**
   * The message; multi-line.
   */
  content: string;
}
/**
 * The mail was kept and handed to the mail provider (MAIL_PROVIDER, server/account/mail-sink.ts).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_feedbackMail_response".
 */
export interface FeedbackMailResponse {
  sent: true;
}
/**
 * Query string of the forgetPassword endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_forgetPassword_query".
 */
export interface ForgetPasswordQuery {
  tenant?: TenantQuery;
}
/**
 * Sets a new password with an SMS code of purpose forget sent to the member's number; every session of the member is revoked.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_forgetPassword_request".
 */
export interface ForgetPasswordRequest {
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode: string;
  /**
   * The 6-digit SMS code.
   */
  messageCode: string;
  newPassword: string;
}
/**
 * Query of the game list: one category, optionally one vendor, filters and a page.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_gameList_query".
 */
export interface GameListQuery {
  tenant?: TenantQuery;
  /**
   * Game category. ESPORTS is treated as SPORTS.
   */
  gameType: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * Vendor code (vassalage).
   */
  vassalage?: string;
  /**
   * Trimmed; a case-insensitive part of the game name.
   */
  gameName?: string;
  /**
   * Game class, e.g. video-slot, megaways, baccarat.
   */
  gameClassify?: string;
  /**
   * Only games whose minimum bet is at most this amount.
   */
  minBet?: string;
  /**
   * Only games with at least this many pay lines.
   */
  minLine?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100.
   */
  pageSize?: string;
  /**
   * UI language; game names are proper nouns and the same in every language.
   */
  language?: string;
  /**
   * Client platform, html5.
   */
  platform?: string;
  /**
   * Client type, 2 (mobile).
   */
  clientType?: string;
  /**
   * Merchant code sent by the client; the tenant is resolved as for every call.
   */
  merchant?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * One page of games.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_gameList_response".
 */
export interface GameListResponse {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}
/**
 * Query of get head icon (SPEC 7 Account): the member's avatar and the avatars offered.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_headIcon_query".
 */
export interface HeadIconQuery {
  tenant?: TenantQuery;
}
/**
 * The member's head icon (null: none chosen, the generic user icon shows) and the avatars the member may pick from, in display order.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_headIcon_response".
 */
export interface HeadIconResponse {
  headIcon: null | HeadIcon;
  icons: HeadIcon[];
}
/**
 * This interface was referenced by `HeadIconResponse`'s JSON-Schema
 * via the `definition` "headIcon".
 *
 * This interface was referenced by `HeadIconSetResponse`'s JSON-Schema
 * via the `definition` "headIcon".
 *
 * This interface was referenced by `HeadIconResponse1`'s JSON-Schema
 * via the `definition` "headIcon".
 */
export interface HeadIcon {
  id: HeadIconId;
  url: string;
}
/**
 * Query of set head icon (SPEC 7 Account).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_headIconSet_query".
 */
export interface HeadIconSetQuery {
  tenant?: TenantQuery;
}
/**
 * Set head icon (SPEC 7 Account): sent form encoded (application/x-www-form-urlencoded, the route's encoding "form"), one field. An avatar the site does not ship is 400 E_BAD_REQUEST naming body.headIcon; a control character is 400 E_BAD_CHARACTER. Trial members get 403 E_FREE_REJECT; 20 changes per member per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_headIconSet_request".
 */
export interface HeadIconSetRequest {
  headIcon: HeadIconId;
}
/**
 * The member's head icon as get head icon answers it, after the change.
 */
export interface HeadIconSetResponse {
  headIcon: null | HeadIcon;
  icons: HeadIcon[];
}
/**
 * Query string of the help endpoint (SPEC 7): the language and the device (MOBILE).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_help_query".
 */
export interface HelpQuery {
  tenant?: TenantQuery;
  /**
   * The language of the articles' titles and contents; a text not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  lang?: string;
  device?: 'MOBILE' | 'WEB';
}
export interface HelpArticle {
  title: string;
  content: string;
  tag?: string;
}
/**
 * Query of the hot games.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_hotGames_query".
 */
export interface HotGamesQuery {
  tenant?: TenantQuery;
  /**
   * Game category. ESPORTS is treated as SPORTS.
   */
  gameType?: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * Vendor code (vassalage).
   */
  vendor?: string;
  /**
   * UI language; game names are proper nouns and the same in every language.
   */
  language?: string;
  /**
   * 2 (mobile platform).
   */
  isPlatform?: string;
  /**
   * Client platform, html5.
   */
  platform?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Merchant code sent by the client; the tenant is resolved as for every call.
   */
  merchantCode?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Hot games in rank order.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_hotGames_response".
 */
export interface HotGamesResponse {
  list: Game[];
  totalPages: number;
}
/**
 * Query string of the inbox endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inbox_query".
 */
export interface InboxQuery {
  tenant?: TenantQuery;
  /**
   * The language of the messages' texts; a text not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * The member's inbox messages, newest first (at most 200), with the unread count. Trial members (type 4) get 403 E_FREE_REJECT.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inbox_response".
 */
export interface InboxResponse {
  list: InboxMessage[];
  unreadCount: UnreadCount;
}
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}
/**
 * Query string of the inboxRead endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inboxRead_query".
 */
export interface InboxReadQuery {
  tenant?: TenantQuery;
}
/**
 * Marks one of the member's inbox messages read.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inboxRead_request".
 */
export interface InboxReadRequest {
  messageId: number;
}
/**
 * Query string of the inviteInfo endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inviteInfo_query".
 */
export interface InviteInfoQuery {
  tenant?: TenantQuery;
}
/**
 * The member's invitation code (8 characters, created on first ask) and the registration path carrying it. 403 E_FORBIDDEN without the REFERRAL flag, E_FREE_REJECT for type 4.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_inviteInfo_response".
 */
export interface InviteInfoValue {
  code: string;
  registerPath: string;
}
/**
 * Query of the jackpots.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_jackpots_query".
 */
export interface JackpotsQuery {
  tenant?: TenantQuery;
  /**
   * The language of the jackpots' names; a name not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * Progressive jackpots.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_jackpots_response".
 */
export interface JackpotsResponse {
  list: Jackpot[];
}
export interface Jackpot {
  vendor: string;
  name: string;
  amount: DecimalAmount;
}
/**
 * Query string of game launch.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchGame_query".
 */
export interface LaunchGameQuery {
  tenant?: TenantQuery;
}
/**
 * Body of game launch: a node id, or a vendor game id, or only the vendor (its first game of the category).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchGame_request".
 */
export interface LaunchGameRequest {
  /**
   * Game category. ESPORTS is treated as SPORTS.
   */
  gameCategory: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * Vendor code (vassalage).
   */
  vendor: string;
  /**
   * The vendor's id of the game (a number is read as its decimal text).
   */
  gameId?: string | number;
  nodeId?: number;
  supportFreePlay?: boolean;
  /**
   * The site's current language code: the game opens in it (the tenant's default language when absent).
   */
  language?: string;
  /**
   * The site's current theme: the game opens in it (the tenant's default theme when absent).
   */
  theme?: string;
  /**
   * SPEC 9.19: the gateway code of the client making the call, one of the tenant's platform.gateway codes (WEB 1, MOBILE 3; the mobile site sends MOBILE). Kept with the launch; a code the tenant does not configure is refused with 400 E_BAD_REQUEST. Optional: without it the launch is kept as not reported.
   */
  gateway?: number;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Value of game launch: the same-origin address of the game, carrying a one-time launch token valid 5 minutes, the language (lang) and the theme to open in.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchGame_response".
 */
export interface LaunchGameResponse {
  url: string;
}
/**
 * Query string of the launchRedeem endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchRedeem_query".
 */
export interface LaunchRedeemQuery {
  tenant?: TenantQuery;
}
/**
 * Body of a ticket exchange by a task or link provider (server to server): the ticket from the address and what it was given for (task or link). Spent by this call, whatever the answer.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchRedeem_request".
 */
export interface LaunchRedeemRequest {
  ticket: string;
  kind: 'task' | 'link';
}
/**
 * Who the ticket was issued to (the member fields of SPEC 3's session info, no credential) and the origin it was issued for ('' for the site's own pages).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchRedeem_response".
 */
export interface LaunchRedeemResponse {
  /**
   * The tenant id.
   */
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  origin: string;
}
/**
 * Query string of the launchTicket endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchTicket_query".
 */
export interface LaunchTicketQuery {
  tenant?: TenantQuery;
}
/**
 * Body of a launch ticket request (issue 26): what the frame or link opens. lottery: the lottery frame of the game with this vendor game id (gameId, from /m/lotto-h5/.../games/{gameId}); task: the task frame (the tenant's TASK link); link: a configured openUrl address with {token}, on a trusted origin (url, placeholders not filled). A missing field is 400 naming it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchTicket_request".
 */
export interface LaunchTicketRequest {
  kind: 'lottery' | 'task' | 'link';
  gameId?: string;
  url?: string;
}
/**
 * A one-time launch ticket for the frame's or link's token parameter: bound to the member and this launch, spent by its first use, expiring after expiresIn seconds. Whoever receives it exchanges it: the demo games at POST /api/demo-game/session, a task or link provider at POST /api/launch/redeem.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_launchTicket_response".
 */
export interface LaunchTicketResponse {
  /**
   * 32 random bytes, base64url; the server keeps only its SHA-256.
   */
  ticket: string;
  /**
   * Seconds until it expires.
   */
  expiresIn: number;
}
/**
 * Query of the live model list (SPEC 7.36 "Live model list (active, streaming): GET silent"): the live casino's dealers, by default only the active ones streaming now.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_liveModels_query".
 */
export interface LiveModelsQuery {
  tenant?: TenantQuery;
  /**
   * 1 (the default): only the active models; 0: the inactive ones too.
   */
  active?: '0' | '1';
  /**
   * 1 (the default): only the models streaming now; 0: the ones off stream too.
   */
  streaming?: '0' | '1';
  /**
   * Only the models at this vendor's tables (vendor code, vassalage).
   */
  vendor?: string;
  /**
   * The language of the table names; a name not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * The live models (dealers) the query asks for, in the operator's order, each with the LIVE table (game) it deals at: a tap launches that game as its tile does.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_liveModels_response".
 */
export interface LiveModelsResponse {
  list: LiveModel[];
}
export interface LiveModel {
  /**
   * The model's id on this platform.
   */
  id: number;
  /**
   * The dealer's stage name, the same in every language.
   */
  name: string;
  /**
   * The table's name in the asked language (else the tenant's default, else EN).
   */
  tableName: string;
  /**
   * The table's vendor code (vassalage).
   */
  vendor: string;
  /**
   * The vendor's display name.
   */
  vendorName: string;
  /**
   * The table's game on this platform (the launch takes it, as a tile's).
   */
  nodeId: number;
  /**
   * The vendor's id of the table's game.
   */
  gameId: string;
  /**
   * The dealer's picture, a same-origin asset.
   */
  avatar: string;
  viewers: UnreadCount;
  active: boolean;
  streaming: boolean;
}
/**
 * Query of lobby news (SPEC 7.21): the game lobby's news items that are published now.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lobbyNews_query".
 */
export interface LobbyNewsQuery {
  tenant?: TenantQuery;
  /**
   * The language of the news texts, as for notices.
   */
  language?: string;
  /**
   * At most this many items, 1 to 20 (default 10).
   */
  limitNum?: string;
}
/**
 * The lobby news published now, newest first, each text in the asked language (field by field, as notices); none of marketing for a member on a break.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lobbyNews_response".
 */
export interface LobbyNewsResponse {
  list: LobbyNewsItem[];
}
export interface LobbyNewsItem {
  id: number;
  /**
   * The headline.
   */
  title: string;
  /**
   * One or two sentences under the headline.
   */
  summary: string;
  /**
   * Where the item leads: a path inside the site, or null for none.
   */
  link: string | null;
  /**
   * When it was published.
   */
  publishedAt: string;
}
/**
 * Value of a 401 E_LOGIN_FAILED: whether the next attempt must carry a captcha.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_login_failed_response".
 */
export interface LoginFailedValue {
  captcha: boolean;
}
/**
 * Query string of the login endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_login_query".
 */
export interface LoginQuery {
  tenant?: TenantQuery;
}
/**
 * Value of a successful login: the session info (the browser stores it under MC_SESSION_INFO without a credential). The session itself is the HttpOnly cookie wl_session the answer sets; token is sent only to an API client, never to the site (a request with X-Requested-With: wl).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_login_response".
 */
export interface LoginResponse {
  /**
   * Bearer token (32 random bytes, base64url) for an API client's Authorization header; absent in the answer to the site.
   */
  token?: string;
  /**
   * The tenant id.
   */
  merchantCode: string;
  id: number;
  userName: string;
  /**
   * Member type: 0, 1, 2 members; 4 trial; 40 non-agent; others agents.
   */
  type: number;
  firstTimeLogin: boolean;
}
/**
 * Query of the login key (SPEC 3 and 7's encrypted login).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loginKey_query".
 */
export interface LoginKeyQuery {
  tenant?: TenantQuery;
}
/**
 * The key a login payload is sealed to: seal the JSON payload with a fresh AES-256-GCM key and a 12-byte iv, wrap that key with RSA-OAEP (SHA-256) under publicKey, and send {key, iv, data} (base64; data is the ciphertext with its 16-byte tag) with the header X-Login-Encryption: RSA-OAEP-256+A256GCM; key=<keyId>.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loginKey_response".
 */
export interface LoginKeyResponse {
  /**
   * Names the key in the header.
   */
  keyId: string;
  /**
   * The RSA public key, SPKI DER as base64 (2048 bits).
   */
  publicKey: string;
  algorithm: 'RSA-OAEP-256+A256GCM';
}
/**
 * Query string of the logout endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_logout_query".
 */
export interface LogoutQuery {
  tenant?: TenantQuery;
}
/**
 * Body of logout: empty (the bearer token names the session to revoke); may be omitted.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_logout_request".
 */
export interface LogoutRequest {}
/**
 * Query string of a demo lottery draw.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryDraw_query".
 */
export interface LotteryDrawQuery {
  tenant?: TenantQuery;
}
/**
 * Body of a demo lottery draw: 3 different numbers from 1 to 20, played in the lottery frame's game session (session, from POST /api/demo-game/session) or, without one, by the signed-in member.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryDraw_request".
 */
export interface LotteryDrawRequest {
  /**
   * @minItems 3
   * @maxItems 3
   */
  picks: [number, number, number];
  /**
   * Stake as a decimal string with two places.
   */
  bet: string;
  /**
   * Chosen by the client per round; a retry with the same key returns the first result.
   */
  idempotencyKey: string;
  session?: string;
  prizeMode?: string;
}
/**
 * Result of a draw: 5 numbers drawn, the picks that matched, the win and the balance after it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryDraw_response".
 */
export interface LotteryDrawResponse {
  /**
   * @minItems 5
   * @maxItems 5
   */
  drawn: [number, number, number, number, number];
  matches: number[];
  win: DecimalAmount;
  balance: DecimalAmount;
}
/**
 * Query string of lottery launch.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryLaunch_query".
 */
export interface LotteryLaunchQuery {
  tenant?: TenantQuery;
}
/**
 * Body of lottery launch.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryLaunch_request".
 */
export interface LotteryLaunchRequest {
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';
  gameCode: string;
  /**
   * LOTT, ELOTT or SEA (any case).
   */
  prizeMode: string;
  playType: 'trad' | 'ent';
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * What the browser puts in /m/lotto-h5/{mui}/{playType}/games/{gameId}?prize_mode=...
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryLaunch_response".
 */
export interface LotteryLaunchResponse {
  /**
   * The member's id at the lottery vendor.
   */
  mui: string;
  playType: 'trad' | 'ent';
  gameId: string;
  prizeMode: string;
}
/**
 * Query of the lottery list (SPEC 7.29, Games: lottery list; Others: 'Lottery list: GET'): the tenant's lotteries for the lottery centre.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryList_query".
 */
export interface LotteryListQuery {
  tenant?: TenantQuery;
  /**
   * The language of the lotteries' names; a name not written in it is in the tenant's default language, else EN.
   */
  language?: string;
}
/**
 * The tenant's lotteries (its games of the LOTT and ELOTT categories) in the catalogue's order, each with how often it draws and the lottery centre's group it is listed in.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryList_response".
 */
export interface LotteryListResponse {
  list: Lottery[];
}
export interface Lottery {
  /**
   * The lottery's game code: what lotteryNumero and the lottery launch take.
   */
  gameCode: string;
  /**
   * The vendor's id of the game, as the game list has it.
   */
  gameId: string;
  /**
   * The game's node id, as the game list has it.
   */
  nodeId: number;
  /**
   * The game's category.
   */
  gameType: 'LOTT' | 'ELOTT';
  /**
   * Vendor code (vassalage): TCG_LOTTO_VN, TCG_SEA, LOTT or ELOTT (SPEC 9).
   */
  vendor: string;
  /**
   * The vendor's display name.
   */
  vendorName: string;
  /**
   * The lottery's name in the language asked for.
   */
  name: string;
  /**
   * SPEC 9: SEA for TCG_SEA; ELOTT when the vendor mapping's ELOTT category holds TCG_LOTTO_VN or LOTT; otherwise LOTT (the lottery launch sends the same).
   */
  prizeMode: 'SEA' | 'ELOTT' | 'LOTT';
  /**
   * The game's lottery mode, as the game list has it: 'ent' launches the entertainment play type, anything else the traditional one.
   */
  lottoMode: string | null;
  /**
   * Minutes between two draws, from the tenant's midnight: 1, 3, 5 ...; 1440 for a lottery that draws once a day (at drawTime).
   */
  intervalMinutes: number;
  /**
   * For a once-a-day lottery, the time of day of its draw on the tenant's clock (HH:MM); null for the others.
   */
  drawTime: string | null;
  /**
   * The lottery centre's group (lotteryMenu's tab) it belongs to: fast draws, the Vietnamese regional lotteries, Southeast Asia, daily and jackpot draws.
   */
  group: 'fast' | 'vietnam' | 'sea' | 'classic';
}
/**
 * Query of the lottery menu (SPEC 7.29): the lottery centre's tabs.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryMenu_query".
 */
export interface LotteryMenuQuery {
  tenant?: TenantQuery;
  /**
   * The language of the tabs' labels; a label not written in it is in the tenant's default language, else EN.
   */
  language?: string;
}
/**
 * The lottery centre's tabs in order: Hot (the lotteries the tenant marked hot, else the first of each group), then each group that has lotteries; every gameCode is one of lotteryList's.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryMenu_response".
 */
export interface LotteryMenuResponse {
  list: LotteryMenuTab[];
}
export interface LotteryMenuTab {
  /**
   * The tab: hot, or a lottery group of lotteryList. The vietnam tab also shows the regional draws (vnNumero) and results (recentVnLottery).
   */
  id: 'hot' | 'fast' | 'vietnam' | 'sea' | 'classic';
  /**
   * The tab's label in the language asked for.
   */
  label: string;
  /**
   * The tab's lotteries, in order.
   */
  gameCodes: string[];
}
/**
 * Query of a lottery's numero (SPEC 7.29): its current draw and the last one drawn.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryNumero_query".
 */
export interface LotteryNumeroQuery {
  tenant?: TenantQuery;
  /**
   * One of lotteryList's game codes (404 E_NOT_FOUND for any other).
   */
  gameCode: string;
}
/**
 * The lottery's current draw (the one taking bets now), when betting on it closes and the server's clock, so the browser counts down on the server's time; and the previous draw with its numbers. A draw still open has no numbers anywhere.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_lotteryNumero_response".
 */
export interface LotteryNumeroResponse {
  gameCode: string;
  /**
   * The current draw: the tenant's day (YYYYMMDD) and the draw's number in it (from 0001), e.g. 20261127-0512.
   */
  numero: string;
  /**
   * When the current draw began taking bets (the previous one's close).
   */
  opensAt: string;
  /**
   * When betting on the current draw closes and it is drawn; always after now.
   */
  closesAt: string;
  /**
   * The server's clock when it answered.
   */
  now: string;
  previous: LotteryDrawResult;
}
export interface LotteryDrawResult {
  numero: string;
  closedAt: string;
  /**
   * The numbers drawn, as shown on the balls ("07" where the lottery's numbers go past 9), in the lottery's order.
   */
  numbers: string[];
}
/**
 * Query of a reward claim (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyClaim_query".
 */
export interface LoyaltyClaimQuery {
  tenant?: TenantQuery;
}
/**
 * Claims one reward: 409 E_ALREADY_CLAIMED when claimed before, 403 E_REWARD_LOCKED before its level, 404 for an unknown reward or another week's, 403 E_FREE_REJECT for types other than 0, 1 and 2.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyClaim_request".
 */
export interface LoyaltyClaimRequest {
  rewardId: string;
}
/**
 * The claimed reward and the main wallet balance after it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyClaim_response".
 */
export interface LoyaltyClaimResponse {
  reward: LoyaltyClaimView;
  balance: string;
}
export interface LoyaltyClaimView {
  id: string;
  kind: 'upgrade' | 'weekly';
  levelId: string;
  levelName: string;
  amount: string;
  claimedAt: string;
}
/**
 * Query of the reward centre.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyRewards_query".
 */
export interface LoyaltyRewardsQuery {
  tenant?: TenantQuery;
}
/**
 * The member's rewards with their status and the claim history, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyRewards_response".
 */
export interface LoyaltyRewardsResponse {
  week: string;
  rewards: LoyaltyRewardView[];
  history: LoyaltyClaimView1[];
}
export interface LoyaltyRewardView {
  /**
   * upgrade:<level id> or weekly:<ISO week>
   */
  id: string;
  kind: 'upgrade' | 'weekly';
  levelId: string;
  levelName: string;
  amount: string;
  status: 'available' | 'claimed' | 'locked';
  /**
   * Locked: the turnover that unlocks it.
   */
  unlockTurnover?: string;
  /**
   * A weekly bonus claimed this week: when the next ISO week starts.
   */
  nextClaimAt?: string;
}
export interface LoyaltyClaimView1 {
  id: string;
  kind: 'upgrade' | 'weekly';
  levelId: string;
  levelName: string;
  amount: string;
  claimedAt: string;
}
/**
 * Query of the member level screen (guests get the level table only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyStatus_query".
 */
export interface LoyaltyStatusQuery {
  tenant?: TenantQuery;
}
/**
 * The tenant's levels (ascending), the points rule and, for a member, turnover, level, progress and points.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_loyaltyStatus_response".
 */
export interface LoyaltyStatusResponse {
  levels: LoyaltyLevelView[];
  points: LoyaltyPointsRule;
  member: null | LoyaltyStanding;
}
export interface LoyaltyLevelView {
  id: string;
  /**
   * Message key.
   */
  name: string;
  minTurnover: string;
  upgradeBonus: string;
  weeklyBonus: string;
  benefits: string[];
}
export interface LoyaltyPointsRule {
  earn: number;
  per: string;
}
export interface LoyaltyStanding {
  turnover: string;
  levelId: string;
  nextLevelId: string | null;
  toNext: null | string;
  percent: number;
  pointsEarned: number;
  pointsRedeemed: number;
  pointsBalance: number;
}
/**
 * Query of the points mall (guests get the items only).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_mallItems_query".
 */
export interface MallItemsQuery {
  tenant?: TenantQuery;
}
/**
 * The mall's items and, for a member, the points balance, redemptions per item and the latest 50 redemptions.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_mallItems_response".
 */
export interface MallItemsResponse {
  points: {
    earn: number;
    per: string;
  };
  items: MallItemView[];
  member: null | MallMember;
}
export interface MallItemView {
  id: string;
  title: string;
  image: string;
  cost: number;
  reward: MallRewardView;
  limit: number | null;
  /**
   * The member's redemptions of this item (0 for guests).
   */
  redeemed: number;
}
export interface MallMember {
  pointsBalance: number;
  history: MallRedemptionView[];
}
export interface MallRedemptionView {
  id: number;
  itemId: string;
  title: string;
  cost: number;
  reward: MallRewardView1;
  status: 'credited' | 'pending';
  createdAt: string;
}
/**
 * Query of a mall redemption (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_mallRedeem_query".
 */
export interface MallRedeemQuery {
  tenant?: TenantQuery;
}
/**
 * Redeems one item: 409 E_NOT_ENOUGH_POINTS or E_LIMIT_REACHED, 404 for an unknown item, 403 E_FREE_REJECT for types other than 0, 1 and 2.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_mallRedeem_request".
 */
export interface MallRedeemRequest {
  itemId: string;
}
/**
 * The redemption, the points left and, for a bonus item, the main wallet balance after the credit.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_mallRedeem_response".
 */
export interface MallRedeemResponse {
  redemption: MallRedemptionView1;
  pointsBalance: number;
  balance: null | string;
}
export interface MallRedemptionView1 {
  id: number;
  itemId: string;
  title: string;
  cost: number;
  reward: MallRewardView2;
  status: 'credited' | 'pending';
  createdAt: string;
}
/**
 * Query string of the markRead endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_markRead_query".
 */
export interface MarkReadQuery {
  tenant?: TenantQuery;
}
/**
 * Sets (read true) or clears (read false) the member's read flag of one announcement of the tenant.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_markRead_request".
 */
export interface MarkReadRequest {
  announcementId: number;
  read: boolean;
}
/**
 * Query string of the memberInfo endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberInfo_query".
 */
export interface MemberInfoQuery {
  tenant?: TenantQuery;
}
/**
 * The signed-in member.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberInfo_response".
 */
export interface MemberInfoResponse {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: null | {
    labelName: string;
    /**
     * AUTO means a club member.
     */
    type: string;
  };
  memberLabel: {
    labelName: string;
  }[];
  vip: boolean;
  /**
   * The member is on a time-out or self-exclusion now (issue 29): it may see statements and withdraw only. The condition { "memberHas": "break" } reads it.
   */
  onBreak?: boolean;
  /**
   * The member's loyalty level (tenant loyalty.levels, from the bet turnover): id and name message key.
   */
  level?: {
    id: string;
    name: string;
  };
}
/**
 * Query of the member profile.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberProfile_query".
 */
export interface MemberProfileQuery {
  tenant?: TenantQuery;
}
/**
 * What my account shows: account, nickname, member type and labels, registration date, the bound mobile and e-mail masked, and the payee (real) name.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberProfile_response".
 */
export interface MemberProfile {
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: null | {
    labelName: string;
    type: string;
  };
  memberLabel: {
    labelName: string;
  }[];
  /**
   * ISO 8601
   */
  registeredAt: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}
/**
 * Query of updating the member profile.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberProfileUpdate_query".
 */
export interface MemberProfileUpdateQuery {
  tenant?: TenantQuery;
}
/**
 * Changes the nickname and/or sets the payee name once (409 E_PAYEE_NAME_SET afterwards). A value breaking its rule is 400 with value {field, messageKey}. Trial members get 403 E_FREE_REJECT; 20 changes per member per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberProfileUpdate_request".
 */
export interface MemberProfileUpdateRequest {
  nickname?: string;
  payeeName?: string;
}
/**
 * The profile after the change.
 */
export interface MemberProfileUpdateResponse {
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: null | {
    labelName: string;
    type: string;
  };
  memberLabel: {
    labelName: string;
  }[];
  /**
   * ISO 8601
   */
  registeredAt: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}
/**
 * Query string of the merchantWallet endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_merchantWallet_query".
 */
export interface MerchantWalletQuery {
  tenant?: TenantQuery;
}
/**
 * Balance held at each game vendor of the tenant.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_merchantWallet_response".
 */
export interface MerchantWalletResponse {
  list: {
    vendor: string;
    balance: DecimalAmount;
  }[];
}
/**
 * Query string of the notices endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_notices_query".
 */
export interface NoticesQuery {
  tenant?: TenantQuery;
  /**
   * A: the announcements for agents only (agents only; 403 for others).
   */
  types?: 'A';
  /**
   * The language of the announcements' texts; a text not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * Announcements of the tenant, newest first; read flags and unreadCount are per member (false and 0 for guests).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_notices_response".
 */
export interface NoticesResponse {
  list: Notice[];
  unreadCount: UnreadCount;
}
export interface Notice {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
  /**
   * The width its login popup was designed at, in design pixels; the site draws it at this divided by 100, in rem (SPEC 9.23). Absent: the popup's own size.
   */
  popupWidthPx?: number;
  /**
   * The height its login popup was designed at, in design pixels, drawn at this divided by 100, in rem (SPEC 9.23).
   */
  popupHeightPx?: number;
}
/**
 * Query of the payment gateway callback (X-Signature header: hex HMAC-SHA256 of the canonical JSON body).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentCallback_query".
 */
export interface PaymentCallbackQuery {
  tenant?: TenantQuery;
}
/**
 * A payment outcome for a deposit order, signed by the gateway.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentCallback_request".
 */
export interface PaymentCallbackRequest {
  orderNo: string;
  status: 'paid' | 'failed';
  amount: DecimalAmount;
  gatewayRef: string;
}
/**
 * The order after the callback.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentCallback_response".
 */
export interface PaymentCallbackResponse {
  orderNo: string;
  channelId: string;
  amount: DecimalAmount;
  status: 'pending' | 'paid' | 'failed';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
}
/**
 * Query of the deposit channels.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentChannels_query".
 */
export interface PaymentChannelsQuery {
  tenant?: TenantQuery;
}
/**
 * The tenant's deposit channels and whether this member may deposit (types 0, 1, 2).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentChannels_response".
 */
export interface PaymentChannelsResponse {
  allowed: boolean;
  channels: {
    id: string;
    name: MessageKey;
    kind: 'bank' | 'ewallet' | 'voucher' | 'crypto';
    min: DecimalAmount;
    max: DecimalAmount;
  }[];
}
/**
 * Query of setting the payment password.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPassword_query".
 */
export interface PaymentPasswordQuery {
  tenant?: TenantQuery;
}
/**
 * Sets or changes the payment password; the login password confirms it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPassword_request".
 */
export interface PaymentPasswordRequest {
  password: string;
  loginPassword: string;
}
/**
 * Query of changing the payment password.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPasswordChange_query".
 */
export interface PaymentPasswordChangeQuery {
  tenant?: TenantQuery;
}
/**
 * Changes the payment password; the old payment password confirms it (400 E_PAYMENT_PASSWORD naming oldPassword when wrong, E_PAYMENT_PASSWORD_NOT_SET when none is set). 10 attempts per member per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_paymentPasswordChange_request".
 */
export interface PaymentPasswordChangeRequest {
  oldPassword: string;
  password: string;
}
/**
 * Query of popular announcements (SPEC 7.20): the member announcements an operator marked popular.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_popularNotices_query".
 */
export interface PopularNoticesQuery {
  tenant?: TenantQuery;
  /**
   * The language of the announcements' texts, as for notices.
   */
  language?: string;
}
/**
 * The popular member announcements, newest first, shaped as the notices call lists them (read flags per member, false for guests); none of marketing for a member on a break.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_popularNotices_response".
 */
export interface PopularNoticesResponse {
  list: Notice[];
}
/**
 * Query of profit and loss per day.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_profitLoss_query".
 */
export interface ProfitLossQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
}
/**
 * Figures per day of the tenant's time zone with activity (newest first) and for the range; profit = win - bet + bonus, withdraw is net of returns.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_profitLoss_response".
 */
export interface ProfitLossResponse {
  startDate: string;
  endDate: string;
  days: {
    date: string;
    deposit: DecimalAmount;
    withdraw: DecimalAmount;
    bet: DecimalAmount;
    win: DecimalAmount;
    bonus: DecimalAmount;
    profit: DecimalAmount;
  }[];
  totals: {
    deposit: DecimalAmount;
    withdraw: DecimalAmount;
    bet: DecimalAmount;
    win: DecimalAmount;
    bonus: DecimalAmount;
    profit: DecimalAmount;
  };
}
/**
 * Query parameters every API endpoint accepts.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_query_common".
 */
export interface ApiQueryCommon {
  [k: string]: unknown | undefined;
}
/**
 * Query of recent add: the game played.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentAdd_query".
 */
export interface RecentAddQuery {
  tenant?: TenantQuery;
  nodeId: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Query of the member's recently played games.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentGames_query".
 */
export interface RecentGamesQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  page?: string;
  /**
   * Rows a page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Game category. ESPORTS is treated as SPORTS.
   */
  gameType?: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * UI language; game names are proper nouns and the same in every language.
   */
  language?: string;
  /**
   * Client type, 2 (mobile).
   */
  clientType?: string;
  /**
   * Ignored: the bearer token of the Authorization header identifies the member.
   */
  token?: string;
}
/**
 * Recently played games, newest first, each game once.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentGames_response".
 */
export interface RecentGamesResponse {
  list: Game[];
  totalPages: number;
}
/**
 * Query of the recent Vietnam lottery results (SPEC 7.29).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentVnLottery_query".
 */
export interface RecentVnLotteryQuery {
  tenant?: TenantQuery;
  /**
   * Only this region's draws (all three regions when absent).
   */
  region?: 'north' | 'central' | 'south';
  /**
   * How many draws, 1 to 20 (default 6).
   */
  limit?: string;
}
/**
 * The last draws of the Vietnamese regional lotteries that have taken place, newest first, each with its prize tiers: special first, then first to seventh (north) or eighth (central and south).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_recentVnLottery_response".
 */
export interface RecentVnLotteryResponse {
  list: VnLotteryResult[];
}
export interface VnLotteryResult {
  region: 'north' | 'central' | 'south';
  province: VnProvince;
  numero: VnNumero;
  drawnAt: string;
  tiers: VnPrizeTier[];
}
/**
 * This interface was referenced by `VnNumeroResponse`'s JSON-Schema
 * via the `definition` "province".
 */
export interface VnProvince {
  /**
   * The province's short code, unique in its region.
   */
  code: string;
  /**
   * The province's name, as Vietnamese writes it.
   */
  name: string;
}
export interface VnPrizeTier {
  /**
   * The prize; its label is the message lottery.tier.<tier>.
   */
  tier: 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';
  /**
   * The tier's winning numbers, as their digits (leading zeros kept).
   */
  numbers: string[];
}
/**
 * Red-envelope rain events of the tenant.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_redRain_query".
 */
export interface RedRainQuery {
  tenant?: TenantQuery;
  /**
   * The language of the events' titles; a title not written in it is in the tenant's default language, else EN (the tenant's default when absent or not offered).
   */
  language?: string;
}
/**
 * Events that end in the last 7 days or later, by start; grabbed is what the member got from each (null before it grabs).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_redRain_response".
 */
export interface RedRainResponse {
  /**
   * ISO 8601 UTC time.
   */
  serverTime: string;
  list: RedRainEvent[];
}
export interface RedRainEvent {
  id: number;
  title: string;
  /**
   * ISO 8601 UTC time.
   */
  startsAt: string;
  /**
   * ISO 8601 UTC time.
   */
  endsAt: string;
  state: 'upcoming' | 'active' | 'ended';
  maxAmount: DecimalAmount;
  grabbed: DecimalAmount | null;
}
/**
 * Query string of redRainGrab.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_redRainGrab_query".
 */
export interface RedRainGrabQuery {
  tenant?: TenantQuery;
}
/**
 * Grab an envelope of an active event; once per member and event.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_redRainGrab_request".
 */
export interface RedRainGrabRequest {
  eventId: number;
}
/**
 * What the member got (again the same amount when it had grabbed already) and its balance.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_redRainGrab_response".
 */
export interface RedRainGrabResponse {
  eventId: number;
  amount: DecimalAmount;
  already: boolean;
  balance: DecimalAmount;
}
/**
 * Query string of the register endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_register_query".
 */
export interface RegisterQuery {
  tenant?: TenantQuery;
}
/**
 * Registration. The server re-checks every rule of registerConfig (400 naming the field, value {field, messageKey}), password = confirmPassword, the captcha when enabled (400 E_CAPTCHA_REQUIRED), the invitation code, a taken username or number (409 E_CONFLICT) and, in mobile mode, the SMS code of purpose register (or, on a tenant of the Firebase flow, firebaseIdToken). Success signs the new member in.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_register_request".
 */
export interface RegisterRequest {
  /**
   * Date of birth, YYYY-MM-DD: required when the tenant's responsibleGaming.minimumAge is 18 or 21 (missing, not a date or in the future: 400 E_BAD_REQUEST, value {field: birthDate, messageKey}); younger, in the tenant's time zone (operations.timeZone), is 400 E_UNDER_AGE (value.minimumAge).
   */
  birthDate?: string;
  mode: 'username' | 'mobile';
  /**
   * How the site was opened: browser, installed PWA, app, home-screen web clip.
   */
  method: 'H5' | 'PWA' | 'APP' | 'WEBCLIP';
  /**
   * SPEC 3: the host the member registers on, as the browser's location.host. It must be this request's own host (else 400 E_BAD_REQUEST naming registerUrl); the server keeps the host with the member.
   */
  registerUrl?: string;
  /**
   * SPEC 3: the domain the invitation code is checked on, as the affiliate code check takes it (the browser's location.hostname). It must be this request's own host name (else 400 E_BAD_REQUEST naming domain); the code is checked on the request's host either way.
   */
  domain?: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode?: string;
  username?: string;
  mobileNum?: string;
  messageCode?: string;
  /**
   * SPEC 3's Firebase path: the channel the Firebase ID token proved the number over (only sms).
   */
  firebaseChannel?: 'sms';
  /**
   * SPEC 3's Firebase path, in mobile mode on a tenant whose settings.phoneProof is firebase: an ID token of the phone-proof provider proving mobileNum, in place of messageCode (with firebaseChannel sms). Used once, within 5 minutes of the phone check; a bad token is 400 naming messageCode (rule.messageCodeWrong), a good one of another number 400 E_FIREBASE_PHONE_MISMATCH. On a tenant of the sms flow it is 400 E_PHONE_PROOF_FLOW.
   */
  firebaseIdToken?: string;
  password: string;
  confirmPassword: string;
  paymentPassword?: string;
  idNumber?: string;
  qq?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  email?: string;
  nickname?: string;
  payeeName?: string;
  recommenderId?: string;
  invitationCode?: string;
  captchaId?: string;
  /**
   * The captcha answer (when registerConfig.captcha.enabled).
   */
  captcha?: string;
}
/**
 * Same value as login: the new member is signed in.
 */
export interface RegisterValue {
  /**
   * Bearer token (32 random bytes, base64url) for an API client's Authorization header; absent in the answer to the site.
   */
  token?: string;
  /**
   * The tenant id.
   */
  merchantCode: string;
  id: number;
  userName: string;
  /**
   * Member type: 0, 1, 2 members; 4 trial; 40 non-agent; others agents.
   */
  type: number;
  firstTimeLogin: boolean;
}
/**
 * Query string of the registerConfig endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_registerConfig_query".
 */
export interface RegisterConfigQuery {
  tenant?: TenantQuery;
}
/**
 * The registration form's settings. modes follow the flags USERNAMEREG3 and MOBILENUMREG3. username is required in username mode and optional in mobile mode; mobileNum and messageCode apply to mobile mode only (required there); every other field follows fields.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_registerConfig_response".
 */
export interface RegisterConfigValue {
  modes: {
    username: boolean;
    mobile: boolean;
  };
  captcha: {
    /**
     * true: register needs captchaId and captcha (GET /api/captcha).
     */
    enabled: boolean;
  };
  fields: {
    username: RegisterFieldSetting;
    mobileNum: RegisterFieldSetting;
    messageCode: RegisterFieldSetting;
    password: RegisterFieldSetting;
    confirmPassword: RegisterFieldSetting;
    paymentPassword: RegisterFieldSetting;
    idNumber: RegisterFieldSetting;
    qq: RegisterFieldSetting;
    facebook: RegisterFieldSetting;
    wechat: RegisterFieldSetting;
    line: RegisterFieldSetting;
    whatsapp: RegisterFieldSetting;
    zalo: RegisterFieldSetting;
    email: RegisterFieldSetting;
    nickname: RegisterFieldSetting;
    payeeName: RegisterFieldSetting;
    recommenderId: RegisterFieldSetting;
    invitationCode: RegisterFieldSetting;
  };
  rules: {
    username?: RegisterFieldRule;
    mobileNum?: RegisterFieldRule;
    messageCode?: RegisterFieldRule;
    password?: RegisterFieldRule;
    confirmPassword?: RegisterFieldRule;
    paymentPassword?: RegisterFieldRule;
    idNumber?: RegisterFieldRule;
    qq?: RegisterFieldRule;
    facebook?: RegisterFieldRule;
    wechat?: RegisterFieldRule;
    line?: RegisterFieldRule;
    whatsapp?: RegisterFieldRule;
    zalo?: RegisterFieldRule;
    email?: RegisterFieldRule;
    nickname?: RegisterFieldRule;
    payeeName?: RegisterFieldRule;
    recommenderId?: RegisterFieldRule;
    invitationCode?: RegisterFieldRule;
  };
}
/**
 * This interface was referenced by `RegisterConfigValue`'s JSON-Schema
 * via the `definition` "setting".
 */
export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
}
/**
 * This interface was referenced by `RegisterConfigValue`'s JSON-Schema
 * via the `definition` "rule".
 */
export interface RegisterFieldRule {
  /**
   * A JavaScript RegExp source (no flags) the trimmed value must match.
   */
  pattern: string;
  minLength?: number;
  maxLength?: number;
  /**
   * Message key shown when the value breaks the rule.
   */
  message: string;
}
/**
 * Query of the activity statement.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgActivity_query".
 */
export interface RgActivityQuery {
  tenant?: TenantQuery;
  /**
   * Rows per day, week or month (default day).
   */
  period?: 'day' | 'week' | 'month';
  /**
   * How many periods back, the current one included, 1 to 31 (default 7 days, 8 weeks, 6 months).
   */
  count?: string;
}
/**
 * Deposits, withdrawals, wagers and the net result per period.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgActivity_response".
 */
export interface RgActivityResponse {
  period: 'day' | 'week' | 'month';
  timeZone: string;
  /**
   * Oldest first, the current period last.
   */
  rows: RgActivityRow[];
  totals: RgActivityTotals;
}
export interface RgActivityRow {
  /**
   * The period's first local day.
   */
  start: string;
  /**
   * ISO 8601 UTC time.
   */
  periodStart: string;
  /**
   * ISO 8601 UTC time.
   */
  periodEnd: string;
  deposits: DecimalAmount6;
  withdrawals: DecimalAmount7;
  wagers: DecimalAmount8;
  wins: DecimalAmount9;
  net: DecimalAmount10;
}
export interface RgActivityTotals {
  deposits: DecimalAmount;
  withdrawals: DecimalAmount;
  wagers: DecimalAmount;
  wins: DecimalAmount;
  net: DecimalAmount;
}
/**
 * Query of asking to end a self-exclusion that has run its term.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakEndRequest_query".
 */
export interface RgBreakEndRequestQuery {
  tenant?: TenantQuery;
}
/**
 * No fields.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakEndRequest_request".
 */
export interface RgBreakEndRequestRequest {}
/**
 * The self-exclusion with its end request; it ends at endRequest.effectiveAt.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakEndRequest_response".
 */
export interface RgBreakEndRequestResponse {
  break: RgBreak;
}
/**
 * The member's break.
 */
export interface RgBreak {
  kind: 'timeOut' | 'selfExclusion';
  duration: '24h' | '1w' | '6w' | '6m' | '1y' | '5y' | 'permanent';
  /**
   * ISO 8601 UTC time.
   */
  startedAt: string;
  /**
   * A time-out ends by itself then. A self-exclusion lasts at least until then and ends only after a request (endRequest); null: permanent.
   */
  endsAt: string | null;
  endRequest: RgBreakEndRequest | null;
  /**
   * A self-exclusion past endsAt without a request yet.
   */
  canRequestEnd: boolean;
}
export interface RgBreakEndRequest {
  /**
   * ISO 8601 UTC time.
   */
  requestedAt: string;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query of starting a break.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakStart_query".
 */
export interface RgBreakStartQuery {
  tenant?: TenantQuery;
}
/**
 * Starts a time-out or a self-exclusion. It cannot be ended early; during a break another may only make it longer.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakStart_request".
 */
export interface RgBreakStartRequest {
  kind: 'timeOut' | 'selfExclusion';
  /**
   * timeOut: 24h, 1w, 6w; selfExclusion: 6m, 1y, 5y, permanent (as the tenant offers).
   */
  duration: '24h' | '1w' | '6w' | '6m' | '1y' | '5y' | 'permanent';
}
/**
 * The break now in force.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgBreakStart_response".
 */
export interface RgBreakStartResponse {
  break: RgBreak1;
}
/**
 * The member's break.
 */
export interface RgBreak1 {
  kind: 'timeOut' | 'selfExclusion';
  duration: '24h' | '1w' | '6w' | '6m' | '1y' | '5y' | 'permanent';
  /**
   * ISO 8601 UTC time.
   */
  startedAt: string;
  /**
   * A time-out ends by itself then. A self-exclusion lasts at least until then and ends only after a request (endRequest); null: permanent.
   */
  endsAt: string | null;
  endRequest: RgBreakEndRequest1 | null;
  /**
   * A self-exclusion past endsAt without a request yet.
   */
  canRequestEnd: boolean;
}
export interface RgBreakEndRequest1 {
  /**
   * ISO 8601 UTC time.
   */
  requestedAt: string;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query of withdrawing a pending raise or removal.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitCancel_query".
 */
export interface RgLimitCancelQuery {
  tenant?: TenantQuery;
}
/**
 * Withdraws the pending raise or removal of one limit; the limit in force stays.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitCancel_request".
 */
export interface RgLimitCancelRequest {
  /**
   * deposit: money paid in; loss: wagers minus wins; wager: money staked.
   */
  kind: 'deposit' | 'loss' | 'wager';
  /**
   * A calendar day, week (from Monday) or month in the tenant's time zone.
   */
  period: 'day' | 'week' | 'month';
}
/**
 * The limit without its pending change.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitCancel_response".
 */
export interface RgLimitCancelResponse {
  limit: RgLimit;
}
/**
 * One limit of the member, with the current period's use.
 */
export interface RgLimit {
  /**
   * deposit: money paid in; loss: wagers minus wins; wager: money staked.
   */
  kind: 'deposit' | 'loss' | 'wager';
  /**
   * A calendar day, week (from Monday) or month in the tenant's time zone.
   */
  period: 'day' | 'week' | 'month';
  /**
   * The limit in force; null: none.
   */
  amount: DecimalAmount | null;
  used: DecimalAmount11;
  /**
   * amount minus used, never below 0.00; null without a limit.
   */
  left: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  periodStart: string;
  /**
   * When the current period ends and used starts again from 0.00.
   */
  resetsAt: string;
  /**
   * A raise or removal waiting for the cooling delay; null: none.
   */
  pending: RgPendingLimit | null;
}
export interface RgPendingLimit {
  /**
   * The new limit; null: the limit is removed.
   */
  amount: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query of setting a limit.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitSet_query".
 */
export interface RgLimitSetQuery {
  tenant?: TenantQuery;
}
/**
 * Sets, lowers, raises or removes one limit.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitSet_request".
 */
export interface RgLimitSetRequest {
  /**
   * deposit: money paid in; loss: wagers minus wins; wager: money staked.
   */
  kind: 'deposit' | 'loss' | 'wager';
  /**
   * A calendar day, week (from Monday) or month in the tenant's time zone.
   */
  period: 'day' | 'week' | 'month';
  /**
   * The new limit; null removes it. A lower one applies at once, a higher one or a removal after the cooling delay.
   */
  amount: string | null;
}
/**
 * The limit after the change.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgLimitSet_response".
 */
export interface RgLimitSetResponse {
  applied: 'now' | 'pending' | 'unchanged';
  limit: RgLimit1;
}
/**
 * One limit of the member, with the current period's use.
 */
export interface RgLimit1 {
  /**
   * deposit: money paid in; loss: wagers minus wins; wager: money staked.
   */
  kind: 'deposit' | 'loss' | 'wager';
  /**
   * A calendar day, week (from Monday) or month in the tenant's time zone.
   */
  period: 'day' | 'week' | 'month';
  /**
   * The limit in force; null: none.
   */
  amount: DecimalAmount | null;
  used: DecimalAmount12;
  /**
   * amount minus used, never below 0.00; null without a limit.
   */
  left: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  periodStart: string;
  /**
   * When the current period ends and used starts again from 0.00.
   */
  resetsAt: string;
  /**
   * A raise or removal waiting for the cooling delay; null: none.
   */
  pending: RgPendingLimit1 | null;
}
export interface RgPendingLimit1 {
  /**
   * The new limit; null: the limit is removed.
   */
  amount: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query of the reality check: play since sign-in.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgRealityCheck_query".
 */
export interface RgRealityCheckQuery {
  tenant?: TenantQuery;
}
/**
 * Time played and the net result since this session signed in.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgRealityCheck_response".
 */
export interface RgRealityCheckResponse {
  intervalMinutes: number;
  /**
   * ISO 8601 UTC time.
   */
  sessionStartedAt: string;
  /**
   * Seconds since sign-in.
   */
  playedSeconds: number;
  wagered: DecimalAmount;
  won: DecimalAmount;
  net: DecimalAmount13;
  /**
   * When the next reminder is due (sign-in plus a whole number of intervals).
   */
  nextAt: string;
}
/**
 * Query of choosing the reality-check interval.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgRealityCheckSet_query".
 */
export interface RgRealityCheckSetQuery {
  tenant?: TenantQuery;
}
/**
 * Chooses the reminder interval.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgRealityCheckSet_request".
 */
export interface RgRealityCheckSetRequest {
  /**
   * One of responsibleGaming.realityCheck.choices.
   */
  intervalMinutes: number;
}
/**
 * The interval stored.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgRealityCheckSet_response".
 */
export interface RgRealityCheckSetResponse {
  intervalMinutes: number;
}
/**
 * Query of setting the session time limit.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgSessionLimitSet_query".
 */
export interface RgSessionLimitSetQuery {
  tenant?: TenantQuery;
}
/**
 * Sets, lowers, raises or removes the session time limit (a raise or removal waits the cooling delay).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgSessionLimitSet_request".
 */
export interface RgSessionLimitSetRequest {
  /**
   * Minutes; null removes the limit. Within the tenant's responsibleGaming.sessionMinutes.
   */
  minutes: number | null;
}
/**
 * The session limit after the change.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgSessionLimitSet_response".
 */
export interface RgSessionLimitSetResponse {
  applied: 'now' | 'pending' | 'unchanged';
  sessionLimit: RgSessionLimit;
}
/**
 * The session time limit.
 */
export interface RgSessionLimit {
  /**
   * Minutes a sign-in session may play; null: none.
   */
  minutes: number | null;
  pending: RgPendingSessionLimit | null;
  /**
   * When the current sign-in session started; null without one.
   */
  sessionStartedAt: string | null;
  usedMinutes: number;
  leftMinutes: number | null;
}
export interface RgPendingSessionLimit {
  minutes: number | null;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query of the member's responsible-gaming page: limits, session limit, reality check and break.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgStatus_query".
 */
export interface RgStatusQuery {
  tenant?: TenantQuery;
}
/**
 * The member's responsible-gaming state.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_rgStatus_response".
 */
export interface RgStatusResponse {
  /**
   * The IANA zone periods are cut in.
   */
  timeZone: string;
  /**
   * Hours a raise or removal waits.
   */
  coolingHours: number;
  /**
   * Every kind and period the tenant offers, set or not (amount null).
   */
  limits: RgLimit2[];
  sessionLimit: RgSessionLimit1;
  realityCheck: RgRealityCheckSetting;
  break: RgBreak2 | null;
}
/**
 * One limit of the member, with the current period's use.
 */
export interface RgLimit2 {
  /**
   * deposit: money paid in; loss: wagers minus wins; wager: money staked.
   */
  kind: 'deposit' | 'loss' | 'wager';
  /**
   * A calendar day, week (from Monday) or month in the tenant's time zone.
   */
  period: 'day' | 'week' | 'month';
  /**
   * The limit in force; null: none.
   */
  amount: DecimalAmount | null;
  used: DecimalAmount14;
  /**
   * amount minus used, never below 0.00; null without a limit.
   */
  left: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  periodStart: string;
  /**
   * When the current period ends and used starts again from 0.00.
   */
  resetsAt: string;
  /**
   * A raise or removal waiting for the cooling delay; null: none.
   */
  pending: RgPendingLimit2 | null;
}
export interface RgPendingLimit2 {
  /**
   * The new limit; null: the limit is removed.
   */
  amount: DecimalAmount | null;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * The session time limit.
 */
export interface RgSessionLimit1 {
  /**
   * Minutes a sign-in session may play; null: none.
   */
  minutes: number | null;
  pending: RgPendingSessionLimit1 | null;
  /**
   * When the current sign-in session started; null without one.
   */
  sessionStartedAt: string | null;
  usedMinutes: number;
  leftMinutes: number | null;
}
export interface RgPendingSessionLimit1 {
  minutes: number | null;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
export interface RgRealityCheckSetting {
  intervalMinutes: number;
  /**
   * false: the tenant default.
   */
  chosen: boolean;
}
/**
 * The member's break.
 */
export interface RgBreak2 {
  kind: 'timeOut' | 'selfExclusion';
  duration: '24h' | '1w' | '6w' | '6m' | '1y' | '5y' | 'permanent';
  /**
   * ISO 8601 UTC time.
   */
  startedAt: string;
  /**
   * A time-out ends by itself then. A self-exclusion lasts at least until then and ends only after a request (endRequest); null: permanent.
   */
  endsAt: string | null;
  endRequest: RgBreakEndRequest2 | null;
  /**
   * A self-exclusion past endsAt without a request yet.
   */
  canRequestEnd: boolean;
}
export interface RgBreakEndRequest2 {
  /**
   * ISO 8601 UTC time.
   */
  requestedAt: string;
  /**
   * ISO 8601 UTC time.
   */
  effectiveAt: string;
}
/**
 * Query string of the securityStatus endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_securityStatus_query".
 */
export interface SecurityStatusQuery {
  tenant?: TenantQuery;
}
/**
 * Whether a payment password is set, and the bound mobile number and e-mail masked (null when not bound).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_securityStatus_response".
 */
export interface SecurityStatusValue {
  paymentPassword: boolean;
  mobile: string | null;
  email: string | null;
}
/**
 * Query string of the sendSmsCode endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_sendSmsCode_query".
 */
export interface SendSmsCodeQuery {
  tenant?: TenantQuery;
}
/**
 * Asks for a 6-digit SMS code (valid 5 minutes, single use). Limits: one per number per 60 s, 5 per number and 20 per address per hour.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_sendSmsCode_request".
 */
export interface SendSmsCodeRequest {
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode: string;
  /**
   * What the code will be used for; a code works only for its purpose (bind: the security centre's bind-mobile form).
   */
  purpose: 'login' | 'register' | 'forget' | 'bind';
}
/**
 * When another code may be requested.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_sendSmsCode_response".
 */
export interface SendSmsCodeValue {
  /**
   * Epoch ms: now + 60 s, the end of the resend window.
   */
  expirationTime: number;
}
/**
 * Query string of the systemCountries endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_systemCountries_query".
 */
export interface SystemCountriesQuery {
  tenant?: TenantQuery;
}
export interface SystemCountry {
  /**
   * ISO 3166 alpha-2.
   */
  code: string;
  dialingCode: string;
  name: string;
}
/**
 * Query string of the systemStatus endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_systemStatus_query".
 */
export interface SystemStatusQuery {
  tenant?: TenantQuery;
}
/**
 * Status 0 renders the app, 1 maintenance (also when region restriction applies too), 2 region restricted only.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_systemStatus_response".
 */
export interface SystemStatusResponse {
  status: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  location: {
    ip: string;
    /**
     * From the edge proxy's x-country-code header; empty when absent.
     */
    countryCode: string;
  };
}
/**
 * The team's bets (one row per game round) for a range of days of the tenant's time zone.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamBetting_query".
 */
export interface TeamBettingQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
  /**
   * A team member's username: exact for filters, a case-insensitive part of it for searches.
   */
  account?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
  /**
   * Keyset paging: the nextCursor of the previous page (pageNo then only labels the page).
   */
  cursor?: string;
}
/**
 * A page of the team's bets, newest first, with totals of the range.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamBetting_response".
 */
export interface TeamBettingResponse {
  list: TeamBetRow[];
  totals: TeamBetTotals;
  nextCursor: string | null;
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface TeamBetRow {
  id: number;
  roundId: string;
  account: string;
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  category: string | null;
  gameName: string | null;
  vendor: string | null;
  bet: DecimalAmount;
  win: DecimalAmount;
  gameResult: DecimalAmount15;
}
export interface TeamBetTotals {
  count: number;
  bet: DecimalAmount;
  win: DecimalAmount;
  gameResult: DecimalAmount16;
}
/**
 * Team figures of an agent for a range of days of the tenant's time zone (SPEC 7: startDate, endDate, size).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamKpi_query".
 */
export interface TeamKpiQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
  /**
   * How many days of the daily series to return, newest first (0 to 93; 0 = footer only, as the agent home asks).
   */
  size?: string;
}
/**
 * Team figures for the range (footer) and up to size days of the daily series, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamKpi_response".
 */
export interface TeamKpiResponse {
  startDate: string;
  endDate: string;
  footer: TeamFigures;
  list: TeamDay[];
}
export interface TeamFigures {
  /**
   * Members in the agent's team (downlines at every level).
   */
  teamMemberCount: number;
  /**
   * Team members who signed in during the range.
   */
  teamLoginMemberCount: number;
  /**
   * Team members who placed a bet during the range.
   */
  teamBetMemberCount: number;
  /**
   * Team members registered during the range.
   */
  teamRegisterMemberCount: number;
  /**
   * Team members with a session active in the last 5 minutes (now, not the range).
   */
  teamOnlineCount: number;
  deposit: DecimalAmount;
  withdraw: DecimalAmount;
  bet: DecimalAmount;
  win: DecimalAmount;
  bonus: DecimalAmount;
  gameResult: DecimalAmount17;
  netResult: DecimalAmount18;
}
export interface TeamDay {
  date: string;
  registerCount: number;
  betMemberCount: number;
  deposit: DecimalAmount;
  withdraw: DecimalAmount;
  bet: DecimalAmount;
  win: DecimalAmount;
  bonus: DecimalAmount;
  gameResult: DecimalAmount19;
  netResult: DecimalAmount20;
}
/**
 * One member of the agent's team.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamMember_query".
 */
export interface TeamMemberQuery {
  tenant?: TenantQuery;
  id: string;
}
/**
 * A team member's detail; money figures are all-time.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamMember_response".
 */
export interface TeamMemberResponse {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  level: number;
  parentAccount: string;
  /**
   * ISO 8601 UTC time.
   */
  registeredAt: string;
  /**
   * ISO 8601 UTC time, or null.
   */
  lastLoginAt: string | null;
  /**
   * The host the member registered on (SPEC 3 registerUrl); null for a member not made by registration.
   */
  registerUrl: string | null;
  /**
   * How the site was opened when it registered: H5, PWA, APP or WEBCLIP (SPEC 9); null for a member not made by registration.
   */
  registerMethod: string | null;
  balance: DecimalAmount;
  deposit: DecimalAmount;
  withdraw: DecimalAmount;
  bet: DecimalAmount;
  win: DecimalAmount;
  directCount: number;
  /**
   * Its downlines at every level.
   */
  teamCount: number;
  /**
   * On a responsible-gaming time-out or self-exclusion (no kind, dates or means to lift it).
   */
  onBreak: boolean;
}
/**
 * Downlines: the direct downlines of parentId (default the agent itself), or with account, team members at any level whose username contains it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamMembers_query".
 */
export interface TeamMembersQuery {
  tenant?: TenantQuery;
  /**
   * A member of the agent's team whose direct downlines to list.
   */
  parentId?: string;
  /**
   * A team member's username: exact for filters, a case-insensitive part of it for searches.
   */
  account?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * A page of downlines, ordered by username, with the path from the agent to the listed parent.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamMembers_response".
 */
export interface TeamMembersResponse {
  /**
   * From the agent (level 0) to the parent whose downlines are listed; empty for a search.
   */
  path: TeamCrumb[];
  list: TeamMemberRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface TeamCrumb {
  id: number;
  account: string;
  level: number;
}
export interface TeamMemberRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  /**
   * 1 = a direct downline of the agent.
   */
  level: number;
  /**
   * ISO 8601 UTC time.
   */
  registeredAt: string;
  /**
   * ISO 8601 UTC time, or null.
   */
  lastLoginAt: string | null;
  balance: DecimalAmount;
  /**
   * Its own direct downlines.
   */
  directCount: number;
  online: boolean;
  /**
   * The downline is on a responsible-gaming time-out or self-exclusion (no kind, dates or means to lift it).
   */
  onBreak: boolean;
}
/**
 * Team profit and loss per member for a range of days of the tenant's time zone.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamPnl_query".
 */
export interface TeamPnlQuery {
  tenant?: TenantQuery;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  startDate?: string;
  /**
   * A day of the tenant's time zone (operations.timeZone), YYYY-MM-DD; default today there (a missing end is the start and vice versa).
   */
  endDate?: string;
  /**
   * A team member's username: exact for filters, a case-insensitive part of it for searches.
   */
  account?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
  /**
   * Keyset paging: the nextCursor of the previous page (pageNo then only labels the page).
   */
  cursor?: string;
}
/**
 * Team members with activity in the range, by username, with totals of the whole team; gameResult = win - bet, netResult = gameResult + bonus (server/agents/figures.ts).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamPnl_response".
 */
export interface TeamPnlResponse {
  startDate: string;
  endDate: string;
  list: TeamPnlRow[];
  totals: TeamPnlTotals;
  nextCursor: string | null;
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface TeamPnlRow {
  memberId: number;
  account: string;
  level: number;
  deposit: DecimalAmount;
  withdraw: DecimalAmount;
  bet: DecimalAmount;
  win: DecimalAmount;
  bonus: DecimalAmount;
  gameResult: DecimalAmount21;
  netResult: DecimalAmount22;
}
export interface TeamPnlTotals {
  deposit: DecimalAmount;
  withdraw: DecimalAmount;
  bet: DecimalAmount;
  win: DecimalAmount;
  bonus: DecimalAmount;
  gameResult: DecimalAmount23;
  netResult: DecimalAmount24;
}
/**
 * The agent's direct downlines with their rebate rates.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamRebate_query".
 */
export interface TeamRebateQuery {
  tenant?: TenantQuery;
  /**
   * A team member's username: exact for filters, a case-insensitive part of it for searches.
   */
  account?: string;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * The agent's own rates (the ceiling) and a page of its direct downlines' rates.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamRebate_response".
 */
export interface TeamRebateResponse {
  myRates: RebateRate2[];
  list: TeamRebateRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}
export interface RebateRate2 {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
export interface TeamRebateRow {
  memberId: number;
  account: string;
  type: number;
  rates: RebateRate3[];
}
export interface RebateRate3 {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
/**
 * Query string of teamRebateUpdate.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamRebateUpdate_query".
 */
export interface TeamRebateUpdateQuery {
  tenant?: TenantQuery;
}
/**
 * New rates of a direct downline; each at most the agent's own rate for the category.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamRebateUpdate_request".
 */
export interface TeamRebateUpdateRequest {
  memberId: number;
  /**
   * @minItems 1
   */
  rates: [RebateRate4, ...RebateRate4[]];
}
export interface RebateRate4 {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
/**
 * The downline's rates after the change.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_teamRebateUpdate_response".
 */
export interface TeamRebateUpdateResponse {
  memberId: number;
  rates: RebateRate5[];
}
export interface RebateRate5 {
  /**
   * A game category.
   */
  category: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * A rate in percent with two places, 0.00 to 99.99.
   */
  rate: string;
}
/**
 * Query string of the tenant endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_tenant_query".
 */
export interface TenantQuery1 {
  tenant?: TenantQuery;
}
/**
 * Query string of test play.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_testPlay_query".
 */
export interface TestPlayQuery {
  tenant?: TenantQuery;
}
/**
 * Body of test play: the free-play module.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_testPlay_request".
 */
export interface TestPlayRequest {
  moduleId: string;
}
/**
 * Value of test play: a session token of a new trial member (type 4).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_testPlay_response".
 */
export interface TestPlayResponse {
  /**
   * Bearer token (32 random bytes, base64url) for an API client's Authorization header; absent in the answer to the site, which gets the session cookie wl_session.
   */
  token?: string;
  userName: string;
  customerType: 4;
}
/**
 * Query of trial account (SPEC 7.03).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_trialAccount_query".
 */
export interface TrialAccountQuery {
  tenant?: TenantQuery;
}
/**
 * Trial account (SPEC 7.03: GET): what free trial (trial login) would give this visitor now, by the same rule trial login applies: a trial member (type 4) with this play credit, at most 10 per client address an hour. Writes nothing.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_trialAccount_response".
 */
export interface TrialAccountResponse {
  /**
   * Trial login would create an account for this visitor now.
   */
  available: boolean;
  balance: DecimalAmount;
  /**
   * Why not, when not available: addressLimit, this client address has had its trial accounts of the hour.
   */
  reason?: 'addressLimit';
  /**
   * When not available, the seconds until trial login takes this address again (as its 429 Retry-After would say).
   */
  retryAfterSeconds?: number;
}
/**
 * Query string of trial login.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_trialLogin_query".
 */
export interface TrialLoginQuery {
  tenant?: TenantQuery;
}
/**
 * Body of trial login: empty.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_trialLogin_request".
 */
export interface TrialLoginRequest {}
/**
 * Value of trial login: a session like login for a new trial member (type 4) holding 2,000.00 of play money.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_trialLogin_response".
 */
export interface TrialLoginResponse {
  /**
   * Bearer token (32 random bytes, base64url) for an API client's Authorization header; absent in the answer to the site, which gets the session cookie wl_session.
   */
  token?: string;
  /**
   * The tenant id.
   */
  merchantCode: string;
  id: number;
  userName: string;
  /**
   * Trial member.
   */
  type: 4;
  firstTimeLogin: boolean;
  customerType: 4;
}
/**
 * Query string of the unreadAnnouncements endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadAnnouncements_query".
 */
export interface UnreadAnnouncementsQuery {
  tenant?: TenantQuery;
  /**
   * A: the announcements for agents only (agents only; 403 for others).
   */
  types?: 'A';
}
/**
 * Unread count for the badge.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadAnnouncements_response".
 */
export interface UnreadAnnouncementsResponse {
  count: UnreadCount;
}
/**
 * Query string of the unreadChat endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadChat_query".
 */
export interface UnreadChatQuery {
  tenant?: TenantQuery;
}
/**
 * Unread live-chat messages of the member.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadChat_response".
 */
export interface UnreadChatResponse {
  unReadCount: UnreadCount;
}
/**
 * Query string of the unreadInbox endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadInbox_query".
 */
export interface UnreadInboxQuery {
  tenant?: TenantQuery;
}
/**
 * Unread count for the badge.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_unreadInbox_response".
 */
export interface UnreadInboxResponse {
  count: UnreadCount;
}
/**
 * Query string of the usernameCheck endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_usernameCheck_query".
 */
export interface UsernameCheckQuery {
  tenant?: TenantQuery;
  username: string;
}
/**
 * Whether the username is free in this tenant (a name breaking the username rule is a 400).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_usernameCheck_response".
 */
export interface UsernameCheckValue {
  available: boolean;
}
/**
 * Query of vendor game types (SPEC 7.24: GET with typeId and merchant_code): the kinds of game (game classes) a category has, all its vendors' or one vendor's.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vendorGameTypes_query".
 */
export interface VendorGameTypesQuery {
  tenant?: TenantQuery;
  /**
   * The game category (as the game list's gameType). ESPORTS is treated as SPORTS.
   */
  typeId: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * Merchant code sent by the client; the tenant is resolved as for every call.
   */
  merchant_code?: string;
  /**
   * Only this vendor's games (vendor code).
   */
  vassalage?: string;
}
/**
 * The game classes of the category (or vendor), in the catalogue's order, each with its number of games: the values the game list's gameClassify filter takes.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vendorGameTypes_response".
 */
export interface VendorGameTypesResponse {
  list: VendorGameType[];
}
export interface VendorGameType {
  /**
   * The game class, e.g. video-slot; its label is the message game.classify.<gameClassify> where the tenant has one.
   */
  gameClassify: string;
  count: UnreadCount;
}
/**
 * Query string of the vendors endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vendors_query".
 */
export interface VendorsQuery {
  tenant?: TenantQuery;
}
/**
 * Vendors per game category in display order, and the number of games per category.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vendors_response".
 */
export interface VendorsResponse {
  sorting: VendorCategory[];
  mapping: {
    [k: string]: UnreadCount;
  };
}
export interface VendorCategory {
  gameCategory: GameCategory;
  vendorNames: VendorName[];
}
export interface VendorName {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
}
/**
 * SPEC 7's verification call: whether an SMS code is the number's live code for the purpose, without using it up. A wrong code counts as a wrong guess of the live code (5 burn it, as at login, registration or reset); at most 30 checks per client address in 10 minutes (429 E_RATE_LIMITED).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_verification_query".
 */
export interface VerificationQuery {
  tenant?: TenantQuery;
  /**
   * Digits only, 6 to 15 (checked by the handler: 400 "The mobile num is not valid").
   */
  mobileNum: string;
  /**
   * A dialling code of GET /api/system/countries, e.g. "63".
   */
  countryDialingCode: string;
  /**
   * The SMS code as typed (digits).
   */
  verificationCode: string;
  /**
   * What the code was sent for (sendSmsCode's purpose).
   */
  purpose: 'login' | 'register' | 'forget' | 'bind';
}
/**
 * valid: the code is the number's live code for the purpose (it stays usable); expiresAt: when it stops being so (epoch ms), only when valid.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_verification_response".
 */
export interface VerificationValue {
  valid: boolean;
  expiresAt?: number;
}
/**
 * Query of the Vietnam numero (SPEC 7.29): today's draws of one region of the Vietnamese regional lotteries.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vnNumero_query".
 */
export interface VnNumeroQuery {
  tenant?: TenantQuery;
  /**
   * The region: north (XSMB), central (XSMT) or south (XSMN).
   */
  region: 'north' | 'central' | 'south';
}
/**
 * The region's draws of today, the tenant's day: one per province that draws on this weekday, in order, with its numero and close time, and the server's clock.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_vnNumero_response".
 */
export interface VnNumeroResponse {
  region: 'north' | 'central' | 'south';
  /**
   * Today on the tenant's clock (operations.timeZone).
   */
  date: string;
  /**
   * The server's clock when it answered.
   */
  now: string;
  list: VnProvinceDraw[];
}
export interface VnProvinceDraw {
  province: VnProvince;
  numero: VnNumero;
  /**
   * When betting closes and the province draws.
   */
  closesAt: string;
  /**
   * The draw has taken place (its results are in recentVnLottery).
   */
  drawn: boolean;
}
/**
 * Query string of the wallet endpoint.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_wallet_query".
 */
export interface WalletQuery {
  tenant?: TenantQuery;
}
/**
 * Total balance of the member's wallets.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_wallet_response".
 */
export interface WalletResponse {
  sumBalance: DecimalAmount;
  currencySymbol: string;
}
/**
 * Query of a transfer (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_walletTransfer_query".
 */
export interface WalletTransferQuery {
  tenant?: TenantQuery;
}
/**
 * Moves money between the main wallet and a game vendor's wallet; one side is MAIN.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_walletTransfer_request".
 */
export interface WalletTransferRequest {
  /**
   * MAIN or a game vendor code (vassalage).
   */
  from: string;
  /**
   * MAIN or a game vendor code (vassalage).
   */
  to: string;
  /**
   * An amount: digits with at most 2 decimals, e.g. "100" or "100.50".
   */
  amount: string;
}
/**
 * The move and both balances after it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_walletTransfer_response".
 */
export interface WalletTransferResponse {
  from: string;
  to: string;
  amount: DecimalAmount;
  fromBalance: DecimalAmount;
  toBalance: DecimalAmount;
}
/**
 * Query of the winner board.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_winnerBoard_query".
 */
export interface WinnerBoardQuery {
  tenant?: TenantQuery;
  gameCategory?: 'ALL' | 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
  /**
   * UI language; game names are proper nouns and the same in every language.
   */
  language?: string;
  /**
   * At most this many entries, 1 to 100 (default 100).
   */
  limitNum?: string;
  /**
   * Merchant code sent by the client; the tenant is resolved as for every call.
   */
  merchantCode?: string;
}
/**
 * Latest big wins, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_winnerBoard_response".
 */
export interface WinnerBoardResponse {
  list: WinnerBoardEntry[];
}
export interface WinnerBoardEntry {
  vo: WinnerBoardWin;
}
export interface WinnerBoardWin {
  /**
   * Masked account, e.g. de***o.
   */
  customerName: string;
  gameName: string;
  winAmount: DecimalAmount;
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId: number;
}
/**
 * Query of a withdrawal cancel (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCancel_query".
 */
export interface WithdrawCancelQuery {
  tenant?: TenantQuery;
}
/**
 * Cancels a pending withdrawal of the member; the money returns.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCancel_request".
 */
export interface WithdrawCancelRequest {
  orderNo: string;
}
/**
 * The cancelled withdrawal.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCancel_response".
 */
export interface WithdrawCancelResponse {
  orderNo: string;
  amount: DecimalAmount;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
}
/**
 * Query of a withdrawal (the Idempotency-Key header is required).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCreate_query".
 */
export interface WithdrawCreateQuery {
  tenant?: TenantQuery;
}
/**
 * A withdrawal from the main wallet; the payment password authorises it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCreate_request".
 */
export interface WithdrawCreateRequest {
  /**
   * An amount: digits with at most 2 decimals, e.g. "100" or "100.50".
   */
  amount: string;
  paymentPassword: string;
}
/**
 * The pending withdrawal and the main balance after the hold.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawCreate_response".
 */
export interface WithdrawCreateResponse {
  orderNo: string;
  amount: DecimalAmount;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /**
   * ISO 8601 UTC time.
   */
  createdAt: string;
  completedAt: string | null;
  balance: DecimalAmount;
}
/**
 * Query of the withdrawal limits and state.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawInfo_query".
 */
export interface WithdrawInfoQuery {
  tenant?: TenantQuery;
}
/**
 * Limits, today's total, the main balance and whether a payment password is set.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawInfo_response".
 */
export interface WithdrawInfoResponse {
  allowed: boolean;
  min: DecimalAmount;
  max: DecimalAmount;
  dailyMax: DecimalAmount;
  withdrawnToday: DecimalAmount;
  remainingToday: DecimalAmount;
  balance: DecimalAmount;
  hasPaymentPassword: boolean;
}
/**
 * Query of the member's withdrawals, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawList_query".
 */
export interface WithdrawListQuery {
  tenant?: TenantQuery;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: string;
  /**
   * Rows a page, 1 to 100 (default 20).
   */
  pageSize?: string;
}
/**
 * A page of withdrawals.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_withdrawList_response".
 */
export interface WithdrawListResponse {
  list: {
    orderNo: string;
    amount: DecimalAmount;
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    /**
     * ISO 8601 UTC time.
     */
    createdAt: string;
    completedAt: string | null;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
}
/**
 * Shared definitions referenced by the other schemas.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "common".
 */
export interface Common {
  [k: string]: unknown | undefined;
}
/**
 * The merged config the server serves and the browser receives: the merged tenant.json plus the tenant id, its screens and its messages per language. Keep the tenant keys in step with schemas/tenant.json (gen-validators checks).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "config".
 */
export interface TenantConfig {
  /**
   * The tenant folder name.
   */
  id: string;
  /**
   * Config format version; older versions are upgraded by engine/config/migrations.ts.
   */
  version: 1;
  brand: Brand;
  hosts: Hosts;
  security: SecuritySettings;
  languages: Languages;
  themes: Themes;
  flags: Flags;
  settings: Settings;
  platform: PlatformSettings;
  downloadLinks: DownloadLinks;
  social: Social;
  socialLogin?: SocialLogin;
  customerService: CustomerService;
  operations: Operations;
  api: ApiSettings;
  shell: ShellSettings;
  menus: Menus;
  routes: Routes;
  constants: Constants;
  payments: Payments;
  loyalty: Loyalty;
  responsibleGaming: ResponsibleGaming;
  content?: TenantContent;
  screens: {
    [k: string]: Screen | undefined;
  };
  messages: {
    [k: string]: Messages | undefined;
  };
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "brand".
 */
export interface Brand {
  /**
   * The name members see in the page title, the header and the installed app.
   */
  name: string;
  /**
   * The logo's address: one for every theme, or one per theme name ({ "dark": ..., "light": ... }); a theme without its own entry uses the default theme's, else the first listed. A site path or https on an origin of security.allowedOrigins.
   */
  logo: string | BrandLogoByTheme;
  /**
   * The first year of the copyright line in the footer.
   */
  copyrightYear: number;
  licenceText: MessageKey;
  /**
   * The installed app's name under its icon (web app manifest short_name); default the brand name.
   */
  shortName?: string;
  /**
   * A square icon of the installed app and the browser tab (SVG or PNG, at least 512x512 for PNG): the web app manifest's icon and the favicon.
   */
  appIcon?: string;
  /**
   * The app icon as PNG at 192x192 and 512x512 pixels, for systems that take no SVG (the iOS home screen, older Android launchers): listed in the web app manifest beside appIcon, the 192 one as the apple-touch-icon. `npm run icons` renders them from an SVG appIcon.
   */
  appIconPng?: {
    '192': string;
    '512': string;
  };
}
export interface BrandLogoByTheme {
  [k: string]: string | undefined;
}
/**
 * The URL policy's allow-lists (platform-owned: an operator's draft cannot change them). Every address a config holds (actions, links, social, downloads, customer service, images, logos, image CDNs) is a site path (/...) or https on one of these origins; javascript:, data:, vbscript:, blob: and file: are refused everywhere (server/tenants/lint-urls.ts, engine/config/url-policy.ts).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "security".
 */
export interface SecuritySettings {
  /**
   * Origins (https://host, a port may follow; no path) that config addresses may point to.
   */
  allowedOrigins: string[];
  /**
   * Origins that may also receive the member's session: addresses with {token}, and the TASK link (the task frame adds the token). A trusted origin is allowed too.
   */
  trustedOrigins: string[];
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "languages".
 */
export interface Languages {
  default: LanguageCode;
  /**
   * @minItems 1
   */
  offered: [LanguageCode, ...LanguageCode[]];
  /**
   * @minItems 1
   */
  supported: [SupportedLanguage, ...SupportedLanguage[]];
  /**
   * Rules applied in order at startup; the first whose condition holds forces its language, else the default applies.
   */
  startup: StartupLanguageRule[];
}
export interface SupportedLanguage {
  code: LanguageCode;
  label: string;
}
export interface StartupLanguageRule {
  when: Condition;
  language: LanguageCode;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "themes".
 */
export interface Themes {
  default: string;
  /**
   * @minItems 1
   */
  offered: [string, ...string[]];
  palettes: {
    [k: string]: Palette | undefined;
  };
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "palette".
 */
export interface Palette {
  background: Colour;
  surface: Colour;
  surfaceRaised: Colour;
  text: Colour;
  textMuted: Colour;
  primary: Colour;
  onPrimary: Colour;
  accent: Colour;
  border: Colour;
  danger: Colour;
  success: Colour;
  mask: Colour;
}
/**
 * White-label switches, named as the platform names them (USERNAMEREG3, CBS3, ...).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "flags".
 */
export interface Flags {
  [k: string]: boolean | undefined;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "settings".
 */
export interface Settings {
  mobileTemplate: MobileTemplate;
  vipPath: string;
  /**
   * SPEC 3, 7 and 8: how SMS login and mobile registration prove the member's number. sms (the default): the site's own 6-digit code (POST /api/sms/send, then messageCode). firebase: the Firebase SMS flow; the get-code link asks the phone-proof client for a Firebase ID token and login and registration send it as firebaseIdToken with firebaseChannel sms, checked by the server's phone-proof provider (PHONE_PROOF_PROVIDER). Each flow refuses the other's proof with 400 E_PHONE_PROOF_FLOW.
   */
  phoneProof?: 'sms' | 'firebase';
  /**
   * SPEC 3 and 7: the login form sends its payload encrypted (RSA-OAEP-256 wrapping an AES-256-GCM key, under the server's key from GET /api/member/login/key) with the X-Login-Encryption header, instead of the plain login payload. The server accepts both either way; this only chooses what the browser sends.
   */
  loginEncryption?: boolean;
  /**
   * Image CDN origins (SPEC 3, 9): an image with a site path (/assets/...) is loaded from one of them, picked at random for each use; absent or empty loads from the site itself. The site's Content-Security-Policy img-src must allow them. Each must be in security.allowedOrigins.
   */
  imageCDNs?: string[];
}
export interface MobileTemplate {
  mem_cen: 0 | 1;
  dep_func: 0 | 1;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "platform".
 */
export interface PlatformSettings {
  platform: string;
  gateway: Gateway;
  prizeModes: string[];
  defaultPrizeMode: string;
  esportsVendors: string[];
  cockfightVendor: string;
  contentTypes: string[];
  playTypes: string[];
  moduleIds: string[];
}
export interface Gateway {
  WEB: number;
  MOBILE: number;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "downloadLink".
 */
export interface DownloadLink {
  resourceType: ResourceType;
  /**
   * A site path (/...) or https on an origin of security.allowedOrigins; blank means not offered yet. The task frame sends the session to the TASK link, so an https TASK link needs an origin of security.trustedOrigins.
   */
  url: string;
}
/**
 * Social network links shown as footer icons; a network without a link shows no icon. Each is a site path or https on an origin of security.allowedOrigins.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "social".
 */
export interface Social {
  [k: string]: string | undefined;
}
/**
 * The OpenID Connect providers behind the social login buttons (SPEC 2). A button shows when its flag (FACEBOOKLOGIN3, GOOGLELOGIN3, LINELOGIN3, TWITTERLOGIN3) is on and its provider is set here; without a provider it is hidden.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "socialLogin".
 */
export interface SocialLogin {
  [k: string]: OidcProvider | undefined;
}
/**
 * A provider the site signs members in with. Register the site's callback at the provider: https://<host>/oidc/<provider>/callback for each of the tenant's hosts.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "oidcProvider".
 */
export interface OidcProvider {
  /**
   * The provider's issuer identifier (its discovery document is at <issuer>/.well-known/openid-configuration). https; http only on localhost, and only for a server run with the development helpers (tests).
   */
  issuer: string;
  /**
   * The client id the provider gave this site.
   */
  clientId: string;
  /**
   * The name of the server environment variable that holds the client secret (never the secret itself; the name starts with OIDC_, so a config cannot send another of the server's secrets to a provider). Without it the site is a public client with PKCE.
   */
  clientSecretEnv?: string;
}
/**
 * Customer service addresses: each a site path or https on an origin of security.allowedOrigins; telegram and affiliateService may be empty (no entry shown). Each may also be given encrypted (SPEC 3 and 9.22): the encrypted form, then its 8-character key (npx tsx scripts/customer-service-path.ts encrypt <address>); the server decrypts it with its last 8 characters, checks the address as it checks a plain one, and gives the browser the address.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "customerService".
 */
export interface CustomerService {
  url: string;
  telegram: string;
  affiliateService: string;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "operations".
 */
export interface Operations {
  maintenance: boolean;
  /**
   * The country the tenant operates in (ISO 3166-1 alpha-2): its time zone's default.
   */
  country?: string;
  /**
   * The IANA time zone of the tenant's own day (e.g. Asia/Manila): 'Today', date presets, team figures, records, rebates, salaries, dividends, limits and red-rain schedules cut days, weeks (from Monday) and months in it. Default: the country's zone, else UTC.
   */
  timeZone?: string;
  restrictedCountries: string[];
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "api".
 */
export interface ApiSettings {
  /**
   * The API route table: data source name to method, path and client policy.
   */
  routes: {
    [k: string]: ApiRoute | undefined;
  };
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "apiRoute".
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /**
   * How a call with a body sends it: json (the default), or form (application/x-www-form-urlencoded, flat text fields), as SPEC 7 has set head icon. The server reads the body the same way for this route and refuses the other.
   */
  encoding?: 'json' | 'form';
  policy?: ApiPolicy;
}
/**
 * Client-side policy applied in one place by the API client.
 */
export interface ApiPolicy {
  cacheMs?: number;
  throttleMs?: number;
  debounceMs?: number;
  silent?: boolean;
}
/**
 * Shell rules: header and bottom menu visibility; backToHome: when it holds, the header back arrow goes to homePath instead of one step back.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "shell".
 */
export interface ShellSettings {
  header: ShellVisibility;
  bottomMenu: ShellVisibility;
  backToHome: Condition;
  homePath: string;
  transitionMs: number;
  swipeBackSuppressPx: number;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "visibility".
 */
export interface ShellVisibility {
  when: Condition;
}
/**
 * Named menus; menuList nodes name one by key.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "menus".
 */
export interface Menus {
  bottom: Menu;
  service: Menu;
  sideMembers: Menu;
  sideExtras: Menu;
  [k: string]: Menu;
}
/**
 * One entry of a tenant menu (bottom, service panel, side menu).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "menu_item".
 */
export interface MenuItem {
  /**
   * The item's name in the menu, unique in it; tenants change or remove an item by it.
   */
  id: string;
  label: MessageKey;
  /**
   * The picture shown with the item: one of the site's icons (screens/common/Icon.tsx), each offered with its name.
   */
  icon:
    | 'home'
    | 'user'
    | 'deposit'
    | 'withdraw'
    | 'gift'
    | 'headset'
    | 'megaphone'
    | 'edit'
    | 'mail'
    | 'list'
    | 'receipt'
    | 'chart'
    | 'crown'
    | 'shield'
    | 'download'
    | 'bag'
    | 'book'
    | 'target'
    | 'menu'
    | 'close'
    | 'back'
    | 'refresh'
    | 'eye'
    | 'eyeOff'
    | 'chevron'
    | 'globe'
    | 'moon'
    | 'game'
    | 'logout'
    | 'speaker'
    | 'hourglass'
    | 'tools'
    | 'blocked'
    | 'warning'
    | 'info'
    | 'check'
    | 'play'
    | 'send'
    | 'offline'
    | 'flag'
    | 'chat';
  action: Action;
  when?: Condition;
  badge?: BadgeKind;
}
/**
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "route".
 */
export interface RouteDef {
  id: string;
  path: string;
  aliases?: string[];
  screen: string;
  /**
   * Fixed params the screen receives (e.g. gameType).
   */
  params?: {
    [k: string]: string | undefined;
  };
  title?: MessageKey;
  /**
   * member: needs a session; agent: needs an agent session.
   */
  access?: 'member' | 'agent';
  renderForMembers?: PaintedForMembersByTheServer;
  /**
   * A member on a responsible-gaming break (time-out or self-exclusion) is not offered this page: the engine's own buttons and links to it (member centre shortcuts, the side menu's money buttons, the agent home) are left out. Menus say the same with their items' when ({ "memberHas": "break" }). The server refuses the page's money calls during a break all the same.
   */
  closedOnBreak?: boolean;
}
/**
 * Business constants and limits of SPEC section 9.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "constants".
 */
export interface Constants {
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  bannerAutoplayMs: number;
  badgeCap: number;
  balanceFormat: string;
  toast: ToastDurations;
  throttleMs: ThrottleConstants;
  debounceMs: DebounceConstants;
  pageSizes: PageSizes;
  infiniteScroll: InfiniteScroll;
  winnerBoard: WinnerBoardConstants;
  hotIconsShown: number;
  feedback: FeedbackLimits;
  uploads: UploadLimits;
  captchaLength: CaptchaLength;
  /**
   * Greeting message by local hour, ranges inclusive.
   *
   * @minItems 1
   */
  greeting: [GreetingRange, ...GreetingRange[]];
  memberTypes: MemberTypes;
  menuItemWidthRem: number;
  marqueeFps: number;
  sliderGroup: number;
  lazyImages: LazyImages;
  notification: NotificationPosition;
  ageLimit: number;
  smsCountdownDefault: number;
  press: PressTimings;
}
export interface ToastDurations {
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  shortMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  longMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  successMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  infoMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  noticeMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  loginNoticeMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  gameLoadMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  slowLoadingMs: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  blockingLoadingMs: number;
}
export interface ThrottleConstants {
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  markRead: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  unreadCounts: number;
}
export interface DebounceConstants {
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  hotGames: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  winnerBoard: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  help: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  validation: number;
}
export interface PageSizes {
  gameList: number;
  gameListFiltered: number;
  recent: number;
  favourites: number;
  favouriteIds: number;
  gridChunk: number;
}
export interface InfiniteScroll {
  thresholdPx: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  intervalMs: number;
}
export interface WinnerBoardConstants {
  limit: number;
  scrollAbove: number;
  speed: number;
}
export interface FeedbackLimits {
  min: number;
  max: number;
  comment: number;
}
export interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
  /**
   * @minItems 1
   */
  types: ['png' | 'jpg' | 'jpeg' | 'gif' | 'webp', ...('png' | 'jpg' | 'jpeg' | 'gif' | 'webp')[]];
}
export interface CaptchaLength {
  min: number;
  max: number;
}
export interface GreetingRange {
  from: number;
  to: number;
  message: MessageKey;
}
export interface MemberTypes {
  privileged: number[];
  trial: number;
  nonAgent: number[];
  contractExcluded: number[];
}
export interface LazyImages {
  thresholdPx: number;
  /**
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "msPositive".
   */
  throttleMs: number;
}
export interface NotificationPosition {
  top: number;
  left: string;
}
/**
 * Press feedback on tappable rows (SPEC 9): the pressed look shows pressInMs after a touch starts (a scroll that moves more than moveTolerancePx first never shows it) and stays pressOutMs after release; moving retentionOffsetPx outside the row releases it; mouse events within mouseLockMs after a touch are ignored (the browser's emulated ones); a touch held longPressMs without moving more than moveTolerancePx is a long press (a game tile's: toggle it as a favourite), and the click its release makes does not act.
 */
export interface PressTimings {
  pressInMs: number;
  pressOutMs: number;
  retentionOffsetPx: number;
  moveTolerancePx: number;
  mouseLockMs: number;
  longPressMs: number;
}
/**
 * Deposit channels and withdrawal limits; the server enforces them (server/payments).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "payments".
 */
export interface Payments {
  /**
   * @minItems 1
   */
  depositChannels: [
    {
      id: string;
      name: MessageKey;
      /**
       * An amount as a decimal string with 2 places, e.g. "100.00".
       *
       * This interface was referenced by `TenantSettings`'s JSON-Schema
       * via the `definition` "money".
       */
      min: string;
      /**
       * An amount as a decimal string with 2 places, e.g. "100.00".
       *
       * This interface was referenced by `TenantSettings`'s JSON-Schema
       * via the `definition` "money".
       */
      max: string;
      kind: 'bank' | 'ewallet' | 'voucher' | 'crypto';
    },
    ...{
      id: string;
      name: MessageKey;
      /**
       * An amount as a decimal string with 2 places, e.g. "100.00".
       *
       * This interface was referenced by `TenantSettings`'s JSON-Schema
       * via the `definition` "money".
       */
      min: string;
      /**
       * An amount as a decimal string with 2 places, e.g. "100.00".
       *
       * This interface was referenced by `TenantSettings`'s JSON-Schema
       * via the `definition` "money".
       */
      max: string;
      kind: 'bank' | 'ewallet' | 'voucher' | 'crypto';
    }[]
  ];
  withdraw: {
    /**
     * An amount as a decimal string with 2 places, e.g. "100.00".
     *
     * This interface was referenced by `TenantSettings`'s JSON-Schema
     * via the `definition` "money".
     */
    min: string;
    /**
     * An amount as a decimal string with 2 places, e.g. "100.00".
     *
     * This interface was referenced by `TenantSettings`'s JSON-Schema
     * via the `definition` "money".
     */
    max: string;
    /**
     * An amount as a decimal string with 2 places, e.g. "100.00".
     *
     * This interface was referenced by `TenantSettings`'s JSON-Schema
     * via the `definition` "money".
     */
    dailyMax: string;
  };
  cashDesk?: CashDesk;
}
/**
 * How the studio's cash desk reviews withdrawals (server/payments/cash-desk.ts).
 */
export interface CashDesk {
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   */
  secondApproverAbove: string;
}
/**
 * Member levels by cumulative valid-bet turnover, points earned per amount wagered and the points mall; the server enforces them (server/loyalty).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "loyalty".
 */
export interface Loyalty {
  /**
   * In ascending order of minTurnover; the first starts at 0.00 (checked by the lint).
   *
   * @minItems 1
   * @maxItems 20
   */
  levels:
    | [LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ]
    | [
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel,
        LoyaltyLevel
      ];
  points: LoyaltyPoints;
  mall: LoyaltyMall;
}
export interface LoyaltyLevel {
  id: string;
  name: MessageKey;
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   */
  minTurnover: string;
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   */
  upgradeBonus: string;
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   */
  weeklyBonus: string;
  /**
   * Message keys listed in the level table.
   *
   * @maxItems 8
   */
  benefits:
    | []
    | [MessageKey]
    | [MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey]
    | [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey];
}
/**
 * earn points for every `per` wagered (e.g. 1 point per 10.00).
 */
export interface LoyaltyPoints {
  earn: number;
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   *
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "money".
   */
  per: string;
}
export interface LoyaltyMall {
  /**
   * @maxItems 50
   */
  items: MallItem[];
}
export interface MallItem {
  id: string;
  title: MessageKey;
  /**
   * An SVG or PNG under /assets/ (the tenant's, else _base's).
   */
  image: string;
  /**
   * Points it costs.
   */
  cost: number;
  reward: MallReward;
  /**
   * At most this many redemptions per member.
   */
  limit?: number;
}
/**
 * A bonus credited to the main wallet.
 */
export interface MallBonusReward {
  kind: 'bonus';
  /**
   * An amount as a decimal string with 2 places, e.g. "100.00".
   *
   * This interface was referenced by `TenantSettings`'s JSON-Schema
   * via the `definition` "money".
   */
  amount: string;
}
/**
 * Goods sent by the operator; no amount.
 */
export interface MallGoodsReward {
  kind: 'goods';
}
/**
 * The safer-gambling toolkit a tenant offers (server/responsible-gaming). Platform minimums a tenant cannot go below: self-exclusion is always offered, and a raise or removal of a limit waits at least 24 hours (the server also holds to both whatever a config says).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "responsibleGaming".
 */
export interface ResponsibleGaming {
  /**
   * The tools offered. selfExclusion is always offered (platform rule).
   */
  tools: (
    'depositLimit' | 'lossLimit' | 'wagerLimit' | 'sessionLimit' | 'realityCheck' | 'timeOut' | 'selfExclusion'
  )[];
  /**
   * The periods a deposit, loss or wager limit may have (in the tenant's time zone, weeks from Monday).
   *
   * @minItems 1
   */
  periods: ['day' | 'week' | 'month', ...('day' | 'week' | 'month')[]];
  /**
   * Hours a raise or removal of a limit waits before it takes effect (a lower limit applies at once). At least 24.
   */
  coolingHours: number;
  /**
   * Hours between a request to end a self-exclusion that has run its term and its end. At least 24.
   */
  selfExclusionEndDelayHours: number;
  /**
   * Time-out lengths offered.
   */
  timeOuts: ('24h' | '1w' | '6w')[];
  /**
   * Self-exclusion lengths offered (at least one).
   *
   * @minItems 1
   */
  selfExclusions: ['6m' | '1y' | '5y' | 'permanent', ...('6m' | '1y' | '5y' | 'permanent')[]];
  sessionMinutes: RgSessionMinutes;
  realityCheck: RgRealityCheck;
  /**
   * Registration asks for the date of birth and refuses anyone younger (18 or 21); 0: no age gate.
   */
  minimumAge: 0 | 18 | 21;
  /**
   * Help lines shown on the responsible-gaming page, all of them: those of the member's country first (where the edge located it, x-country-code, else the tenant's operations.country), then those for every country ("*"), then the others.
   *
   * @maxItems 40
   */
  helpLines: RgHelpLine[];
  wording: RgWording;
}
/**
 * The range of session time limits a member may pick, in minutes.
 */
export interface RgSessionMinutes {
  /**
   * The shortest session limit a member may pick, in minutes.
   */
  min: number;
  /**
   * The longest session limit a member may pick, in minutes.
   */
  max: number;
}
/**
 * Reminder intervals a member may pick, in minutes, and the default.
 */
export interface RgRealityCheck {
  /**
   * The reminder interval a member starts with; 0: none until they pick one.
   */
  defaultMinutes: number;
  /**
   * The reminder intervals a member may pick from.
   *
   * @minItems 1
   * @maxItems 12
   */
  choices:
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number];
}
export interface RgHelpLine {
  /**
   * ISO 3166-1 alpha-2, or "*" for every country.
   */
  country: string;
  /**
   * The organisation's name (shown as written).
   */
  name: string;
  /**
   * The number members call, as written.
   */
  phone?: string;
  /**
   * A site path or https on an origin of security.allowedOrigins.
   */
  url?: string;
}
/**
 * Message keys of the texts the operator words (in the message catalogues).
 */
export interface RgWording {
  intro: MessageKey;
  limitsNote: MessageKey;
  breakNotice: MessageKey;
  realityCheck: MessageKey;
}
/**
 * What the operator publishes for members without a developer: banners, announcements (the home marquee scrolls their titles), agent notices and red-envelope rain events. Each item keeps its name (id) across edits, has its texts in the tenant's languages, a schedule and an audience, and goes through change requests like any other edit. The server shows an item only inside its schedule, to its audience, while its flags are on.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "content".
 */
export interface TenantContent {
  /**
   * @maxItems 100
   */
  banners?: ContentBanner[];
  /**
   * @maxItems 200
   */
  announcements?: ContentAnnouncement[];
  /**
   * @maxItems 50
   */
  redRain?: ContentRedRain[];
}
/**
 * A banner image in one of the site's banner groups (m_home: the home slider; m_reg: the register page; m_video: the video lobby).
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentBanner".
 */
export interface ContentBanner {
  /**
   * A short name that stays the same when the texts change (lower case letters, digits and dashes).
   */
  id: string;
  /**
   * The banner group: the banner node on a screen shows its group's banners in order.
   */
  group: string;
  /**
   * The image: an upload (/uploads/…), a tenant asset (/assets/…), or an https address on an origin the tenant allows (security.allowedOrigins).
   */
  image: string;
  title: ContentText;
  /**
   * Where a tap goes: a site path (/m/…) or an https address; empty for none.
   */
  link?: string;
  /**
   * service: members on a break still see it (maintenance, payments, safer gambling); marketing: offers and news, hidden from members on a break.
   */
  kind?: 'service' | 'marketing';
  schedule?: ContentSchedule;
  audience?: ContentAudience;
  flags?: ContentFlags;
}
/**
 * One text in each language the tenant offers, by language code ({"EN": "…", "TY": "…"}); a member reads their language, else the tenant's default, else EN.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentText".
 */
export interface ContentText {
  [k: string]: string | undefined;
}
/**
 * When the item shows: from (inclusive) and until (exclusive), both optional. Outside them members do not see it.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentSchedule".
 */
export interface ContentSchedule {
  /**
   * Shows from this moment (ISO date and time with its offset).
   */
  from?: string;
  /**
   * Shows until this moment (ISO date and time with its offset).
   */
  until?: string;
}
/**
 * An announcement: the site's notice page lists it and the home marquee scrolls its title; one for agents shows in the agent centre's notices instead.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentAnnouncement".
 */
export interface ContentAnnouncement {
  /**
   * A short name that stays the same when the texts change (lower case letters, digits and dashes).
   */
  id: string;
  title: ContentText;
  body: ContentText;
  /**
   * site: the notice page and the home marquee; agents: the agent centre's notices (agents only).
   */
  place?: 'site' | 'agents';
  /**
   * Listed first among the popular announcements.
   */
  popular?: boolean;
  /**
   * The width the login popup showing it was designed at, in design pixels (100 to 2000); the site draws it at this divided by 100, in rem (SPEC 9.23).
   */
  popupWidthPx?: number;
  /**
   * The height the login popup showing it was designed at, in design pixels (100 to 2000); the site draws it at this divided by 100, in rem (SPEC 9.23).
   */
  popupHeightPx?: number;
  /**
   * service: members on a break still see it (maintenance, payments, safer gambling); marketing: offers and news, hidden from members on a break.
   */
  kind?: 'service' | 'marketing';
  schedule?: ContentSchedule;
  audience?: ContentAudience;
  flags?: ContentFlags;
}
/**
 * A red-envelope rain: while it runs each member may grab one envelope once; the amount is random between the minimum and the maximum and comes out of the budget.
 *
 * This interface was referenced by `TenantSettings`'s JSON-Schema
 * via the `definition` "contentRedRain".
 */
export interface ContentRedRain {
  /**
   * A short name that stays the same when the texts change (lower case letters, digits and dashes).
   */
  id: string;
  title: ContentText;
  /**
   * Starts at (ISO date and time with its offset).
   */
  from: string;
  /**
   * Ends at (ISO date and time with its offset); after the start.
   */
  until: string;
  /**
   * The smallest envelope, in the tenant's currency (such as 1.00).
   */
  min: string;
  /**
   * The largest envelope; at least the smallest.
   */
  max: string;
  /**
   * What the whole rain may pay out.
   */
  budget: string;
}
/**
 * One screen file (tenants/<tenant>/screens/<screenId>.json): the nodes the renderer walks in order.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "screen".
 */
export interface Screen {
  nodes: Node[];
}
/**
 * Promotions: image, title, summary and sign-up status; 'No data' when empty.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_activityList".
 */
export interface ActivityListNode {
  type: 'activityList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * The member's activity statement: deposits, withdrawals, wagers and the net result per day, week or month, with totals and a small chart.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_activityStatement".
 */
export interface ActivityStatementNode {
  type: 'activityStatement';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * A contract screen: the offer or contract in force, accept or reject with a confirmation, history and settlements.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentContract".
 */
export interface AgentContractNode {
  type: 'agentContract';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * Which agent contract the screen offers: salary, dividend or hourly.
   */
  kind: 'salary' | 'dividend' | 'hourly';
}
/**
 * Dividend (/m/member/agent/agentDivident): the agent's dividend statements.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentDividends".
 */
export interface AgentDividendsNode {
  type: 'agentDividends';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * The agent home (SPEC 2): greeting, name, balance, withdraw and deposit shortcuts, the service icon, today's team figures, the agent menu and footer.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentHome".
 */
export interface AgentHomeNode {
  type: 'agentHome';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * The tenant menu of the entries (default agent).
   */
  menu?: string;
  /**
   * The tenant menu of the footer (default agentFooter).
   */
  footer?: string;
}
/**
 * Agent rebate (/m/member/agent/agentRebeat): the agent's rates per game category and its rebate payouts.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentRebate".
 */
export interface AgentRebateNode {
  type: 'agentRebate';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Agent register (/m/agentRegister): a new direct downline (member or sub-agent) and the agent's invitation link with its QR code.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentRegister".
 */
export interface AgentRegisterNode {
  type: 'agentRegister';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Team (/m/member/team): the agent's downlines as a tree with drill-down, a search by username over every level, and a member's detail.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_agentTeam".
 */
export interface AgentTeamNode {
  type: 'agentTeam';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * App download: the IOS and Android links of downloadLinks; 'No data' without any.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_appDownload".
 */
export interface AppDownloadNode {
  type: 'appDownload';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Login and register tabs following the path, over the screen's background image.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_authTabs".
 */
export interface AuthTabsNode {
  type: 'authTabs';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * The screen's background image (SPEC 2 'It shows a background'): a tenant asset drawn behind the top of the login and register screen, fading into the theme's background before the form. Without it the screen has the plain theme background.
   */
  background?: string;
}
/**
 * Banner carousel of one banner group (keen-slider): loop, autoplay, pagination with more than one banner.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_banner".
 */
export interface BannerNode {
  type: 'banner';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * The name of the banner group to show, as the content server lists it.
   */
  group: string;
  /**
   * Content types to show (default B,PL,PU,H; A on the agent home).
   */
  types?: string;
}
/**
 * A button that dispatches an action.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_button".
 */
export interface ButtonNode {
  type: 'button';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  label: MessageKey;
  action: Action;
  /**
   * primary: the filled button of the screen; secondary: an outlined one.
   */
  variant?: 'primary' | 'secondary';
}
/**
 * Change password: username read-only, old, new and confirm, the SPEC 5 rules, then 'Change saved' and /m/home.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_changePassword".
 */
export interface ChangePasswordNode {
  type: 'changePassword';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Placeholder for a screen not built yet.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_comingSoon".
 */
export interface ComingSoonNode {
  type: 'comingSoon';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * SPEC 6 and 9: for agents of types other than constants.memberTypes.contractExcluded, one confirm dialog (cancel, go) per pending contract offer the server reports; go opens that contract's screen. Once a session.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_contractPrompts".
 */
export interface ContractPromptsNode {
  type: 'contractPrompts';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * Wait until the home popups (announcements, app download) are closed (on home).
   */
  afterHomePopups?: boolean;
}
/**
 * Deposit (voucher centre): channels with limits, the order with an Idempotency-Key and its payment page; types outside 0-2 see free_reject.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_deposit".
 */
export interface DepositNode {
  type: 'deposit';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * auto (default): dep_func 1 is new; base or new forces one.
   */
  template?: 'auto' | 'base' | 'new';
}
/**
 * Feedback form: question type (initial -1), description 20-200 with its counter, captcha, up to 3 PNG/JPG images of 5 MB, comment up to 140.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_feedbackForm".
 */
export interface FeedbackFormNode {
  type: 'feedbackForm';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * "E-mail us" form (SPEC 7.34 feedback mail), for guests and members: e-mail address, subject (1 to 80 characters) and message (20 to 200 with its counter, as feedback's), sent form encoded to the feedbackMail call. The help centre shows it under the articles.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_feedbackMail".
 */
export interface FeedbackMailNode {
  type: 'feedbackMail';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Home footer: social links where configured, m_video banner area, help block, licence badge and text, copyright line.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_footer".
 */
export interface FooterNode {
  type: 'footer';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * Forget password by phone: mobile number, SMS code, new password and confirmation.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_forgetPassword".
 */
export interface ForgetPasswordNode {
  type: 'forgetPassword';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * Free trial: trial login, then home once a trial session exists.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_freeTrial".
 */
export interface FreeTrialNode {
  type: 'freeTrial';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * Home game entry: a category menu and one section per category (HOT first if hot games exist, vendor sorting order, JACKPOT after LIVE; PROMO, COCKFIGHT, ELOTT not shown).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_gameEntry".
 */
export interface GameEntryNode {
  type: 'gameEntry';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * The game list screen (SPEC 2 'Game list screen', 4): category menu bar, sticky vendor scroller (an icon per vendor) with its 'Category' panel, the all/hot/favourites/recent/filter buttons, a slide-in filter panel and a windowed, infinitely scrolled grid of game tiles. The category comes from the route's params, then the query (gameType, vassalage, type), else defaultGameType.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_gameList".
 */
export interface GameListNode {
  type: 'gameList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  defaultGameType?: GameCategory1;
  /**
   * Shows the favourite star on tiles (default true).
   */
  showFavourites?: boolean;
  /**
   * Shows the game name under the vendor name (default true).
   */
  showGameName?: boolean;
  /**
   * Smallest tile width in px; the grid fits as many columns as this allows, at least 3.
   */
  tileMinWidth?: number;
  /**
   * The category scroller's icon of each vendor (SPEC 2: 'All' plus one icon per vendor group), by vendor code (vassalage): a tenant asset. A vendor without one shows its code's monogram on a colour of its own.
   */
  vendorIcons?: {
    [k: string]: string | undefined;
  };
}
/**
 * Help: left menu of article titles and the selected article's HTML (sanitized); ?i picks the section, ?tag=tc or ?tag=privacy those articles.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_helpCentre".
 */
export interface HelpCentreNode {
  type: 'helpCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * The home-type header: logo with login/register when signed out; nickname, balance and mail badge when signed in; menu button.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_homeHeader".
 */
export interface HomeHeaderNode {
  type: 'homeHeader';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * For signed-in members, once per browser session: the login popup list of announcements, then the download-app popup.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_homePopups".
 */
export interface HomePopupsNode {
  type: 'homePopups';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * An image with translated alternative text.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_image".
 */
export interface ImageNode {
  type: 'image';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * A site path (/assets/...) or https on an origin of security.allowedOrigins.
   */
  src: string;
  alt: MessageKey;
}
/**
 * The member's inbox with read/unread; a trial member (type 4) sees free_reject and a register prompt.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_inboxList".
 */
export interface InboxListNode {
  type: 'inboxList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Invite friends: the member's invitation code and registration link with a copy button (the base screen shows it only with the REFERRAL flag).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_inviteFriends".
 */
export interface InviteFriendsNode {
  type: 'inviteFriends';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * An inline link that dispatches an action.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_link".
 */
export interface LinkNode {
  type: 'link';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  label: MessageKey;
  action: Action;
}
/**
 * Lobby news (SPEC 7.21): the latest news items of the game lobby, each with its headline, summary and date; an item with a link leads to that page of the site.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_lobbyNews".
 */
export interface LobbyNewsNode {
  type: 'lobbyNews';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  title?: MessageKey;
  /**
   * At most this many news items, newest first (1 to 20; 5 when not set).
   */
  limit?: number;
}
/**
 * Login footer: language switcher, up to constants.hotIconsShown hot-game icons, optional speed-test link, copyright, jackpot panel from the m_video banner.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_loginFooter".
 */
export interface LoginFooterNode {
  type: 'loginFooter';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * A link to a line speed test in the footer; leave it out for none.
   */
  speedTest?: {
    /**
     * A site path or https on an origin of security.allowedOrigins.
     */
    url: string;
    when?: Condition;
  };
}
/**
 * The lottery centre (SPEC 2, 7.29): the lottery menu's tabs, each lottery as a card with its current draw, a countdown to its close and the last draw's numbers (a tap launches it); the Vietnam tab adds the regions' draws of today and their recent results; and a link to every lottery game.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_lotteryCentre".
 */
export interface LotteryCentreNode {
  type: 'lotteryCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * Where the 'All lottery games' link goes: a site path (default /m/lott, the lottery game list).
   */
  allGamesTo?: string;
  /**
   * How many of a region's last draws the Vietnam tab lists with their prizes (1 to 20; 3 when not set).
   */
  recentResults?: number;
}
/**
 * Full-screen lottery game frame at /m/lotto-h5/:mui/:playType/games/:gameId (SPEC 2): embeds src with query token, merchant, css (the theme) and prize_mode; the close button goes to /m/home when the page query has pageBack, else to closeTo.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_lottoFrame".
 */
export interface LottoFrameNode {
  type: 'lottoFrame';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * Same-origin page embedded (default /demo-game/lottery.html).
   */
  src?: string;
  /**
   * Where closing goes without pageBack (default /m/lottery).
   */
  closeTo?: string;
}
/**
 * Announcement ticker: notice titles or the no-announcement placeholder; a tap opens /m/notice.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_marquee".
 */
export interface MarqueeNode {
  type: 'marquee';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * Member centre header: name, balance with refresh and show/hide, shortcuts, main/vendor wallet transfer; a guest goes to /m/login, a trial member is asked to register.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_memberCentre".
 */
export interface MemberCentreNode {
  type: 'memberCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * auto (default): mem_cen 1 is new; base or new forces one.
   */
  template?: 'auto' | 'base' | 'new';
  /**
   * Show the transfer section (default true).
   */
  transfer?: boolean;
}
/**
 * Member level: the member's level card with a progress bar to the next level and points, the tenant's level table with bonuses and benefits; guests see the table and a log-in prompt.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_memberLevel".
 */
export interface MemberLevelNode {
  type: 'memberLevel';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * My account: account, nickname (editable), member type and labels, registration date, masked mobile and e-mail with links to bind them in the security centre, payee name (set once), shortcuts to change password and the security centre.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_memberProfile".
 */
export interface MemberProfileNode {
  type: 'memberProfile';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Settings: the change-password entry (a session, else /m/login) and the sign-out button.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_memberSettings".
 */
export interface SettingsNode {
  type: 'memberSettings';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * The items of one tenant menu as a list or grid.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_menuList".
 */
export interface MenuListNode {
  type: 'menuList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * Which of the site's menus this list shows (bottom, service, sideMembers ...).
   */
  menu: string;
  /**
   * How many entries a row holds, 1 to 6.
   */
  columns?: number;
}
/**
 * Message centre: Telegram, announcements, inbox, live chat (CBS3 and the SPEC 6 chat rules), affiliate service and a back button to /m/home; ?chat=demo shows the demo chat.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_messageCentre".
 */
export interface MessageCentreNode {
  type: 'messageCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Announcements with read/unread; opening one marks it read (local first, then markRead, then reload).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_noticeList".
 */
export interface NoticeListNode {
  type: 'noticeList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Points mall: the points balance, the item grid with redeem (confirm dialog, not-enough-points state), and the redemption history; guests browse and are sent to log in to redeem.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_pointsMall".
 */
export interface PointsMallNode {
  type: 'pointsMall';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Red envelope rain (/m/redRain): events, and during one a rain where the member grabs an envelope once.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_redRain".
 */
export interface RedRainNode {
  type: 'redRain';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Responsible gaming: the member's limits (deposit, loss, wager per period, session time) with use, what is left, reset and pending raises; the reality-check interval; time-out and self-exclusion; help lines. With view 'breakNotice' it shows only the notice of a break in force, and its children only when the member is not on one (the deposit screen wraps its form in it).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_responsibleGaming".
 */
export interface ResponsibleGamingNode {
  type: 'responsibleGaming';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * page (default): the whole toolkit; breakNotice: only the notice of a break in force.
   */
  view?: 'page' | 'breakNotice';
  /**
   * With view breakNotice: nodes shown only when the member is not on a break (a money form).
   */
  children?: Node[];
}
/**
 * Reward centre: the member's available level rewards (upgrade and weekly bonuses) with Claim buttons, locked rewards with what unlocks them, and the claim history.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_rewardCentre".
 */
export interface RewardCentreNode {
  type: 'rewardCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * A titled group of child nodes.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_section".
 */
export interface SectionNode {
  type: 'section';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  title?: MessageKey;
  /**
   * The nodes inside this section, in order.
   */
  children: Node[];
}
/**
 * Security centre: change password entry and the status of the payment password, bound mobile and bound e-mail (masked).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_securityCentre".
 */
export interface SecurityCentreNode {
  type: 'securityCentre';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Vertical stack of child nodes.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_stack".
 */
export interface StackNode {
  type: 'stack';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * The nodes stacked one under another, in order.
   */
  children: Node[];
  /**
   * The space between the stacked nodes, in pixels.
   */
  gap?: number;
}
/**
 * Full-screen task mini-game (SPEC 2 'Task'): an iframe of the tenant's TASK download link with query token, lang and theme. It resets to blank, waits 150 ms, loads, and hides the loader 100 ms after load; it reloads on a language or theme change; without a TASK link it sends the user home.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_taskFrame".
 */
export interface TaskFrameNode {
  type: 'taskFrame';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * Team P&L (list pnl) or team betting (list betting): range, member filter, totals, keyset paging.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_teamList".
 */
export interface TeamListNode {
  type: 'teamList';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  /**
   * Which team list: pnl (profit and loss) or betting.
   */
  list: 'pnl' | 'betting';
}
/**
 * Team overview (/m/agent/team/overview): the team's figures for a range of days and a chart of its daily bets.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_teamOverview".
 */
export interface TeamOverviewNode {
  type: 'teamOverview';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * Team rebate (/m/member/teamRebate): direct downlines' rates, editable up to the agent's own.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_teamRebate".
 */
export interface TeamRebateNode {
  type: 'teamRebate';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
}
/**
 * A line or paragraph of translated text.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_text".
 */
export interface TextNode {
  type: 'text';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  text: MessageKey;
  /**
   * title: large and bold; body: ordinary text; muted: small and grey.
   */
  variant?: 'title' | 'body' | 'muted';
}
/**
 * A record screen with date-range presets, totals, paging and an empty state.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_walletRecords".
 */
export interface WalletRecordsNode {
  type: 'walletRecords';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  /**
   * Which records: betting, account or profitLoss.
   */
  record: 'betting' | 'account' | 'profitLoss';
  /**
   * Preset chosen first (default today).
   */
  defaultRange?: 'today' | 'yesterday' | 'last7' | 'last30';
}
/**
 * Winner board: a vertical list of recent wins that loops automatically with more than constants.winnerBoard.scrollAbove entries; a click launches the game.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_winnerBoard".
 */
export interface WinnerBoardNode {
  type: 'winnerBoard';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
  title?: MessageKey;
}
/**
 * Withdraw: limits, payment password (set first when missing), pending withdrawals with cancel.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "node_withdraw".
 */
export interface WithdrawNode {
  type: 'withdraw';
  /**
   * An optional name for this node, unique on its screen, that other settings can point at.
   */
  id?: string;
  when?: Condition;
  data?: DataSourceName;
}
/**
 * One language file: a flat map from message key to ICU message text.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "messages".
 */
export interface Messages {
  [k: string]: string | undefined;
}
/**
 * The withdrawal after a decision: approved or rejected, or still pending when it awaits a second approver.
 */
export interface CashDeskDecided {
  orderNo: string;
  account: string;
  nickname: string | null;
  /**
   * Decimal money text, e.g. '250.00'.
   */
  amount: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /**
   * Approvals this withdrawal needs: 2 above the tenant's threshold.
   */
  approvalsNeeded: 1 | 2;
  decisions: CashDeskDecision[];
  createdAt: string;
  completedAt: string | null;
}
/**
 * One reviewer's approval or rejection of a withdrawal.
 *
 * This interface was referenced by `StudioCashDesk`'s JSON-Schema
 * via the `definition` "decision".
 */
export interface CashDeskDecision {
  decision: 'approve' | 'reject';
  /**
   * The reviewer's username, or 'command line'.
   */
  operator: string;
  reason: string;
  at: string;
}
/**
 * A cashier's approval or rejection of a withdrawal, with its reason (required to reject).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_cash_desk_decision_request".
 */
export interface StudioCashDeskDecisionRequest {
  reason?: string;
}
/**
 * A page of the tenant's withdrawals, newest first.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_cash_desk_queue_response".
 */
export interface CashDeskQueue {
  list: CashDeskWithdrawal[];
  page: number;
  totalPages: number;
  total: number;
  /**
   * Amounts above it need two approvers; null: one approval is always enough.
   */
  secondApproverAbove: string | null;
}
/**
 * A withdrawal in the queue, with the decisions so far.
 *
 * This interface was referenced by `StudioCashDesk`'s JSON-Schema
 * via the `definition` "withdrawal".
 */
export interface CashDeskWithdrawal {
  orderNo: string;
  account: string;
  nickname: string | null;
  /**
   * Decimal money text, e.g. '250.00'.
   */
  amount: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /**
   * Approvals this withdrawal needs: 2 above the tenant's threshold.
   */
  approvalsNeeded: 1 | 2;
  decisions: CashDeskDecision[];
  createdAt: string;
  completedAt: string | null;
}
/**
 * One withdrawal with its member, for the review page.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_cash_desk_withdrawal_response".
 */
export interface CashDeskWithdrawalDetail {
  withdrawal: CashDeskWithdrawal;
  member: CashDeskMember;
}
/**
 * The member behind a withdrawal: balance, 30-day totals, the last deposits and bets, and flags.
 *
 * This interface was referenced by `StudioCashDesk`'s JSON-Schema
 * via the `definition` "member".
 */
export interface CashDeskMember {
  account: string;
  nickname: string | null;
  type: number;
  vip: boolean;
  memberSince: string;
  balance: string;
  flags: CashDeskMemberFlag[];
  /**
   * A responsible-gaming break in force (its kind and end; null end: permanent), or null.
   */
  break: {
    kind: 'timeOut' | 'selfExclusion';
    until: string | null;
  } | null;
  last30Days: {
    deposits: string;
    bets: string;
    wins: string;
  };
  recentDeposits: {
    orderNo: string;
    channel: string;
    amount: string;
    at: string;
  }[];
  recentBets: {
    kind: string;
    amount: string;
    at: string;
  }[];
}
/**
 * Shared definitions of the studio's cash-desk answers (server/studio/cash-desk-api.ts): a withdrawal with its decisions, and the member behind it.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_cash_desk".
 */
export interface StudioCashDesk {
  [k: string]: unknown | undefined;
}
/**
 * A draft submitted for review: the version it was started from (409 E_VERSION_CONFLICT when the tenant has moved on), a title, and optionally when to publish it once approved.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_change_request".
 */
export interface StudioChangeRequest {
  baseVersion: number;
  title: string;
  publishAt?: string;
  draft: StudioDraft;
}
/**
 * A tenant's whole merged config as the studio edits it: tenant.json's keys, the screens by name and the messages by language. Checked against the config schema by the studio, not here.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_draft".
 */
export interface StudioDraft {
  tenant: {};
  screens: {
    [k: string]: {} | undefined;
  };
  messages: {
    [k: string]: {} | undefined;
  };
}
/**
 * A draft to check (schema and cross-reference lint) and diff against the served config; nothing is written.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_check_request".
 */
export interface StudioCheckRequest {
  draft: StudioDraft;
}
/**
 * A comment on a change request's thread: plain text, multi-line (line breaks and tabs, no other control characters), at most 2000 characters once trimmed.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_comment_request".
 */
export interface StudioCommentRequest {
  body: string;
}
/**
 * An operator's sign-in to the studio. Limited like the members' login: 20 refused attempts per client address in 15 minutes, then 429 E_RATE_LIMITED; after 3 refused attempts of an account within 15 minutes (401 E_LOGIN_FAILED carries value.captcha true), every attempt also needs captchaId and identifying (a captcha of GET /studio/api/captcha and its answer), else 401 E_CAPTCHA_REQUIRED. An account is never locked.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_login_request".
 */
export interface StudioLoginRequest {
  username: string;
  password: string;
  /**
   * The id of a captcha from GET /studio/api/captcha.
   */
  captchaId?: string;
  /**
   * The captcha answer.
   */
  identifying?: string;
}
/**
 * A draft started from an older version, to merge with the tenant's newest version by JSON pointer (server/studio/merge.ts). Without choices the answer lists the conflicts; with one choice per conflict it is the merged draft on top of the newest version, checked like any draft. Nothing is written.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_merge_request".
 */
export interface StudioMergeRequest {
  baseVersion: number;
  draft: StudioDraft;
  /**
   * The newest version the choices were made against (409 E_VERSION_CONFLICT when the tenant has moved on since).
   */
  version?: number;
  /**
   * @maxItems 1000
   */
  choices?: {
    pointer: string;
    take: 'ours' | 'theirs';
  }[];
}
/**
 * Marks the operator's own studio notifications read: those listed in ids, or all of them.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_notifications_read_request".
 */
export interface StudioNotificationsReadRequest {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids?: [number, ...number[]];
  all?: true;
}
/**
 * A platform admin sets a tenant's host names and its URL policy's allowed and trusted origins.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_platform_settings_request".
 */
export interface StudioPlatformSettingsRequest {
  /**
   * @maxItems 50
   */
  hosts: string[];
  /**
   * @maxItems 100
   */
  allowedOrigins: string[];
  /**
   * @maxItems 100
   */
  trustedOrigins: string[];
}
/**
 * A member or agent session for the preview frames: a dedicated preview account of the tenant, never a real member.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_preview_session_request".
 */
export interface StudioPreviewSessionRequest {
  role: 'member' | 'agent';
}
/**
 * A publisher's approval or rejection, with an optional comment.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_review_request".
 */
export interface StudioReviewRequest {
  comment?: string;
}
/**
 * A platform admin gives an operator a role on a tenant, or takes it away (role null).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_role_request".
 */
export interface StudioRoleRequest {
  username: string;
  tenantId: string;
  role: 'editor' | 'publisher' | 'cashier' | null;
}
/**
 * Restore a version's files as a new version, with an optional message.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_rollback_request".
 */
export interface StudioRollbackRequest {
  message?: string;
}
/**
 * A platform admin turns four-eyes review on or off for the tenant (a publisher cannot: it is the check on them).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_settings_request".
 */
export interface StudioSettingsRequest {
  fourEyes: boolean;
}
/**
 * An image for the tenant's content (a banner): the operator's file name (kept in the audit log only), the type it says it is, and its bytes in base64. The server checks the type from the bytes, limits the size to 2 MB and the pixels to 4096 x 4096, re-encodes raster images and sanitises SVGs (server/uploads/).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_upload_request".
 */
export interface StudioUploadRequest {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/svg+xml';
  data: string;
}
/**
 * A publisher sets the tenant's review webhook: its https URL ("" removes it) and the secret that signs its events (needed the first time; left out, the old one is kept).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_webhook_request".
 */
export interface StudioWebhookRequest {
  url: string;
  secret?: string;
}
/**
 * A tenant's tenant.json after merging over tenants/_base/tenant.json (an overlay file alone is partial; the merged result is validated).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "tenant".
 */
export interface TenantSettings {
  /**
   * Config format version; older versions are upgraded by engine/config/migrations.ts.
   */
  version: 1;
  brand: Brand;
  hosts: Hosts;
  security: SecuritySettings;
  languages: Languages;
  themes: Themes;
  flags: Flags;
  settings: Settings;
  platform: PlatformSettings;
  downloadLinks: DownloadLinks;
  social: Social;
  socialLogin?: SocialLogin;
  customerService: CustomerService;
  operations: Operations;
  api: ApiSettings;
  shell: ShellSettings;
  menus: Menus;
  routes: Routes;
  constants: Constants;
  payments: Payments;
  loyalty: Loyalty;
  responsibleGaming: ResponsibleGaming;
  content?: TenantContent;
}
/**
 * Whether a payment password is set, and the bound mobile number and e-mail masked (null when not bound).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindEmail_response".
 */
export interface SecurityStatusValue1 {
  paymentPassword: boolean;
  mobile: string | null;
  email: string | null;
}
/**
 * Whether a payment password is set, and the bound mobile number and e-mail masked (null when not bound).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_bindMobile_response".
 */
export interface SecurityStatusValue2 {
  paymentPassword: boolean;
  mobile: string | null;
  email: string | null;
}
/**
 * The member's head icon (null: none chosen, the generic user icon shows) and the avatars the member may pick from, in display order.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_headIconSet_response".
 */
export interface HeadIconResponse1 {
  headIcon: null | HeadIcon;
  icons: HeadIcon[];
}
/**
 * What my account shows: account, nickname, member type and labels, registration date, the bound mobile and e-mail masked, and the payee (real) name.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_memberProfileUpdate_response".
 */
export interface MemberProfile1 {
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: null | {
    labelName: string;
    type: string;
  };
  memberLabel: {
    labelName: string;
  }[];
  /**
   * ISO 8601
   */
  registeredAt: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}
/**
 * Value of a successful login: the session info (the browser stores it under MC_SESSION_INFO without a credential). The session itself is the HttpOnly cookie wl_session the answer sets; token is sent only to an API client, never to the site (a request with X-Requested-With: wl).
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "api_register_response".
 */
export interface LoginResponse1 {
  /**
   * Bearer token (32 random bytes, base64url) for an API client's Authorization header; absent in the answer to the site.
   */
  token?: string;
  /**
   * The tenant id.
   */
  merchantCode: string;
  id: number;
  userName: string;
  /**
   * Member type: 0, 1, 2 members; 4 trial; 40 non-agent; others agents.
   */
  type: number;
  firstTimeLogin: boolean;
}
/**
 * A withdrawal in the queue, with the decisions so far.
 *
 * This interface was referenced by `SchemaTypes`'s JSON-Schema
 * via the `definition` "studio_cash_desk_decided_response".
 */
export interface CashDeskWithdrawal1 {
  orderNo: string;
  account: string;
  nickname: string | null;
  /**
   * Decimal money text, e.g. '250.00'.
   */
  amount: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /**
   * Approvals this withdrawal needs: 2 above the tenant's threshold.
   */
  approvalsNeeded: 1 | 2;
  decisions: CashDeskDecision[];
  createdAt: string;
  completedAt: string | null;
}
