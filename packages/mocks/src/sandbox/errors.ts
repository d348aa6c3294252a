/**
 * Business errors the sandbox answers with: the platform's error codes where
 * they are known, sandbox codes in the same style
 * otherwise, each with the message the platform would send in EN and CN.
 */

export interface SandboxErrorDefinition {
  status: number;
  EN: string;
  CN: string;
}

export const sandboxErrors = {
  // Session (these end the session).
  'customer.not.login': { status: 401, EN: 'Not logged in, please log in', CN: '未登录，请登录' },
  'user.or.token.invalid': {
    status: 401,
    EN: 'Your session has expired, please log in again',
    CN: '登录已失效，请重新登录',
  },
  // Request shape.
  'merchant.not.exists': { status: 200, EN: 'Merchant does not exist', CN: '商户不存在' },
  'function.not.available': { status: 200, EN: 'Function not available', CN: '功能不可用' },
  http_method_not_support: { status: 200, EN: 'HTTP method not supported', CN: '不支持的请求方式' },
  request_body_required: { status: 400, EN: 'Request body required', CN: '请求内容不能为空' },
  'request.decrypt.failed': { status: 400, EN: 'The request could not be decrypted', CN: '请求解密失败' },
  'request.invalid': { status: 400, EN: 'Invalid request', CN: '请求参数错误' },
  // Login and registration.
  'invalid.username.or.password': { status: 200, EN: 'Wrong account or password', CN: '账号或密码错误' },
  'captcha.required': { status: 200, EN: 'Please enter the verification code', CN: '请输入验证码' },
  'captcha.invalid': { status: 200, EN: 'Incorrect verification code', CN: '验证码错误' },
  'slider.required': { status: 200, EN: 'Please slide to complete the verification', CN: '请先滑动完成验证' },
  'slider.expired': {
    status: 200,
    EN: 'The verification has expired or was already used, please slide again',
    CN: '验证已过期或已使用，请重新滑动',
  },
  'slider.incomplete': { status: 200, EN: 'Slide the handle all the way to the end', CN: '请将滑块拖动到最右端' },
  'slider.too.fast': { status: 200, EN: 'The slide was too fast, please try again', CN: '滑动过快，请重试' },
  'account.not.exists': { status: 200, EN: 'Account does not exist', CN: '账号不存在' },
  'account.email.not.match': { status: 200, EN: 'User or e-mail does not exist', CN: '用户或邮箱不存在' },
  'username.exists': { status: 200, EN: 'Username already exists', CN: '用户名已存在' },
  'mobile.exists': { status: 200, EN: 'Mobile number already registered', CN: '手机号已注册' },
  'mobile.not.registered': { status: 200, EN: 'Mobile number is not registered', CN: '手机号未注册' },
  'sms.code.required': { status: 200, EN: 'Please enter the SMS verification code', CN: '请输入短信验证码' },
  'sms.code.invalid': { status: 200, EN: 'Invalid or expired verification code', CN: '验证码无效或已过期' },
  'sms.too.frequent': { status: 200, EN: 'Too many requests, try again later', CN: '请求过于频繁，请稍后再试' },
  'invitation.code.error': { status: 200, EN: 'Invalid invitation code', CN: '邀请码错误' },
  'password.incorrect': { status: 200, EN: 'The old password is incorrect', CN: '原密码错误' },
  'password.not.match': { status: 200, EN: 'The passwords do not match', CN: '两次密码不一致' },
  'password.same.as.old': {
    status: 200,
    EN: 'The new password must differ from the old one',
    CN: '新密码不能与原密码相同',
  },
  'registration.disabled': { status: 200, EN: 'Registration is closed', CN: '暂停注册' },
  'freeplay.disabled': { status: 200, EN: 'Free play is not available', CN: '暂不支持试玩' },
  'non.member.login': { status: 200, EN: 'Non-members cannot log in', CN: '非会员不能登录' },
  // Profile.
  'birthday.underage': { status: 200, EN: 'You must be at least 21 years old', CN: '您须年满 21 岁' },
  'real.name.set': {
    status: 200,
    EN: 'Your real name is already set and cannot be changed',
    CN: '真实姓名已设置，不能修改',
  },
  // Money.
  'real.account.required': { status: 200, EN: 'Please use a real account', CN: '请使用正式账号' },
  'insufficient.balance': { status: 200, EN: 'Insufficient balance', CN: '余额不足' },
  'invalid.amount': { status: 200, EN: 'Invalid amount', CN: '金额无效' },
  'invalid.payment.pw': { status: 200, EN: 'Incorrect payment password', CN: '支付密码错误' },
  'not.exists.payment.password': { status: 200, EN: 'Please set a payment password first', CN: '请先设置支付密码' },
  'turnover.not.met': { status: 200, EN: 'Turnover requirement not met yet', CN: '流水要求尚未达成' },
  'withdraw.limit.exceeded': { status: 200, EN: 'Withdrawal limit exceeded', CN: '超出提款限额' },
  'payment.password.exists': { status: 200, EN: 'A payment password is already set', CN: '已设置支付密码' },
  'bank.card.exists': { status: 200, EN: 'This account is already bound', CN: '该账户已绑定' },
  'bank.card.limit': { status: 200, EN: 'You can bind at most 3 accounts', CN: '最多绑定 3 个账户' },
  'bank.card.not.exists': { status: 200, EN: 'Bank card does not exist', CN: '银行卡不存在' },
  'bank.not.exists': { status: 200, EN: 'Bank does not exist', CN: '银行不存在' },
  'deposit.channel.not.exists': { status: 200, EN: 'Payment channel does not exist', CN: '支付渠道不存在' },
  'deposit.not.exists': { status: 200, EN: 'Deposit does not exist', CN: '存款订单不存在' },
  'deposit.not.pending': { status: 200, EN: 'The deposit is no longer pending', CN: '该存款订单已处理' },
  'withdraw.not.exists': { status: 200, EN: 'The withdrawal does not exist', CN: '该提款订单不存在' },
  'receipt.already.confirmed': { status: 200, EN: 'This withdrawal is already confirmed', CN: '该提款已确认' },
  'file.too.large': { status: 200, EN: 'The picture is larger than 5 MB', CN: '图片超过 5 MB' },
  'vendor.not.exists': { status: 200, EN: 'Game provider does not exist', CN: '游戏厂商不存在' },
  // Games.
  'game.not.exists': { status: 200, EN: 'Game does not exist', CN: '游戏不存在' },
  'room.not.exists': { status: 200, EN: 'Room does not exist', CN: '房间不存在' },
  'trial.not.supported': { status: 200, EN: 'This game has no free trial', CN: '该游戏不支持试玩' },
  // Points, promotions, missions.
  'points.insufficient': { status: 200, EN: 'Not enough points', CN: '积分不足' },
  'reward.not.exists': { status: 200, EN: 'Reward does not exist', CN: '奖品不存在' },
  'reward.out.of.stock': { status: 200, EN: 'Reward out of stock', CN: '奖品已兑完' },
  'promotion.not.exists': { status: 200, EN: 'Promotion does not exist', CN: '活动不存在' },
  'promotion.already.claimed': { status: 200, EN: 'Already claimed', CN: '已领取' },
  'promotion.not.claimable': { status: 200, EN: 'Not eligible for this promotion yet', CN: '暂不符合领取条件' },
  'mission.not.completed': { status: 200, EN: 'The mission is not completed yet', CN: '任务尚未完成' },
  // Agent.
  'non.agent': { status: 200, EN: 'Non-agents cannot use the agent center', CN: '非代理不能使用代理中心' },
  'downline.not.exists': { status: 200, EN: 'Downline member does not exist', CN: '下级会员不存在' },
  'contract.not.exists': { status: 200, EN: 'Contract does not exist', CN: '契约不存在' },
  'affiliate.url.not.exists': { status: 200, EN: 'Affiliate link does not exist', CN: '推广链接不存在' },
  'contract.not.pending': { status: 200, EN: 'The contract is not waiting for a decision', CN: '该契约不在待处理状态' },
  'contract.terminate.confirm': {
    status: 200,
    EN: 'This rate is below a contract your downline has given: confirm to terminate it',
    CN: '该比例低于下级已签订的契约，确认后将终止该契约',
  },
  'contract.rate.invalid': { status: 200, EN: 'Invalid contract rate', CN: '契约比例无效' },
  'contract.downline.not.agent': {
    status: 200,
    EN: 'Contracts can only be offered to agents',
    CN: '只能与代理签订契约',
  },
  // Agent, one downline at a time.
  'downline.already.agent': { status: 200, EN: 'This downline is already an agent', CN: '该下级已是代理' },
  'rebate.product.unknown': { status: 200, EN: 'Unknown product type', CN: '未知的产品类型' },
  'rebate.out.of.range': {
    status: 200,
    EN: "The rebate rate is outside the merchant's range",
    CN: '返水比例超出平台允许的范围',
  },
  'rebate.over.quota': {
    status: 200,
    EN: 'The rebate rate is above your own rate',
    CN: '返水比例不能高于您自己的比例',
  },
  // Content.
  'feedback.too.long': { status: 200, EN: 'Feedback is limited to 140 characters', CN: '反馈内容最多 140 字' },
  'message.not.exists': { status: 200, EN: 'Message does not exist', CN: '消息不存在' },
  'bet.not.exists': { status: 200, EN: 'Bet record does not exist', CN: '投注记录不存在' },
  // Platform states.
  'system.maintenance': { status: 503, EN: 'The site is under maintenance', CN: '系统维护中' },
  'ip.restricted': { status: 451, EN: 'IP region blocked', CN: 'IP 区域受限' },
  'internal.error': { status: 500, EN: 'Internal server error', CN: '服务器内部错误' },
} as const satisfies Record<string, SandboxErrorDefinition>;

export type SandboxErrorCode = keyof typeof sandboxErrors;

/** A business failure raised by the sandbox's domain code; handlers turn it into an envelope. */
export class SandboxFailure extends Error {
  override readonly name = 'SandboxFailure';
  readonly code: SandboxErrorCode;
  /** `value` of the failed envelope (a failed login's `{ captcha: true }`). */
  readonly value: unknown;
  /** Replaces the catalogue message (e.g. the path of an invalid field). */
  readonly detail: string | undefined;

  constructor(code: SandboxErrorCode, options: { value?: unknown; detail?: string } = {}) {
    super(options.detail ?? sandboxErrors[code].EN);
    this.code = code;
    this.value = options.value;
    this.detail = options.detail;
  }
}

export function fail(code: SandboxErrorCode, options?: { value?: unknown; detail?: string }): never {
  throw new SandboxFailure(code, options);
}

export function errorMessage(code: SandboxErrorCode, language: string): string {
  const definition: SandboxErrorDefinition = sandboxErrors[code];
  return language.toUpperCase() === 'CN' ? definition.CN : definition.EN;
}
