/**
 * The API's one table of error codes. Every failure a client can see has a stable code here, the envelope
 * status it maps to (1 error, 2 login timeout) and its message in each interface language.
 * Feature modules add their codes to this table; the README's error section is generated from it by a test.
 */
export const API_ERROR_CODES = {
  INVALID_INPUT: { status: 1, zh: '参数错误', pt: 'Parâmetros inválidos' },
  INVALID_JSON: { status: 1, zh: '请求格式错误', pt: 'Formato de pedido inválido' },
  NOT_FOUND: { status: 1, zh: '接口不存在', pt: 'Recurso não encontrado' },
  METHOD_NOT_ALLOWED: { status: 1, zh: '请求方式错误', pt: 'Método não permitido' },
  PAYLOAD_TOO_LARGE: { status: 1, zh: '请求内容过大', pt: 'Pedido demasiado grande' },
  LOGIN_REQUIRED: { status: 2, zh: '登录超时，请重新登录', pt: 'Sessão expirada, faça login novamente' },
  FORBIDDEN: { status: 1, zh: '没有权限', pt: 'Sem permissão' },
  TOO_MANY_REQUESTS: { status: 1, zh: '操作太频繁，请稍后再试', pt: 'Muitas tentativas, tente mais tarde' },
  // Sites, config and accounts (0001-0099 area).
  SITE_NOT_FOUND: { status: 1, zh: '站点不存在', pt: 'Site não encontrado' },
  CAPTCHA_REQUIRED: { status: 1, zh: '请输入图形验证码', pt: 'Digite o código da imagem' },
  CAPTCHA_INVALID: { status: 1, zh: '图形验证码错误或已过期', pt: 'Código da imagem incorreto ou expirado' },
  SMS_CODE_INVALID: { status: 1, zh: '短信验证码错误或已过期', pt: 'Código SMS incorreto ou expirado' },
  MOBILE_REGISTERED: { status: 1, zh: '该手机号已注册', pt: 'Este celular já está cadastrado' },
  MOBILE_NOT_REGISTERED: { status: 1, zh: '该手机号未注册', pt: 'Este celular não está cadastrado' },
  MOBILE_TAKEN: {
    status: 1,
    zh: '该手机号已绑定其他账号',
    pt: 'Este celular já está vinculado a outra conta',
  },
  LOGIN_FAILED: { status: 1, zh: '账号或密码错误', pt: 'Conta ou senha incorreta' },
  ACCOUNT_DISABLED: { status: 1, zh: '账号已被禁用', pt: 'Conta desativada' },
  OLD_PASSWORD_WRONG: { status: 1, zh: '原密码错误', pt: 'Senha atual incorreta' },
  USER_NOT_FOUND: { status: 1, zh: '用户不存在', pt: 'Usuário não encontrado' },
  PROFILE_LOOKUP_LIMITED: {
    status: 1,
    zh: '查看用户资料太频繁，请稍后再试',
    pt: 'Muitas consultas de perfil; tente mais tarde',
  },
  NICK_RESERVED: { status: 1, zh: '该昵称不可使用', pt: 'Este apelido não pode ser usado' },
  INTERNAL: { status: 1, zh: '服务器繁忙，请稍后再试', pt: 'Servidor ocupado, tente mais tarde' },
  ROOM_NOT_FOUND: { status: 1, zh: '直播间不存在', pt: 'Sala ao vivo não encontrada' },
  // Going live (modules/live/go-live): every refusal the anchor's form can meet, with `data.field` when a
  // field is the cause.
  ANCHORS_ONLY: {
    status: 1,
    zh: '只有主播可以开播，如需成为主播请联系运营人员',
    pt: 'Só apresentadores podem transmitir; fale com a equipe para se tornar um',
  },
  LIVE_TITLE_INVALID: {
    status: 1,
    zh: '标题需为 1-30 个汉字或 2-60 个字母，且不能包含 < >',
    pt: 'O título deve ter de 2 a 60 letras (um caractere chinês conta 2) e não pode conter < >',
  },
  LIVE_COVER_INVALID: {
    status: 1,
    zh: '封面地址需以 http:// 或 https:// 开头，且不超过 512 个字符',
    pt: 'O endereço da capa deve começar com http:// ou https:// (até 512 caracteres)',
  },
  LIVE_NOTICE_INVALID: { status: 1, zh: '公告不能超过 200 个字', pt: 'O aviso pode ter até 200 caracteres' },
  LIVE_MATCH_ENDED: {
    status: 1,
    zh: '这场比赛已经结束，请选择正在进行或即将开始的比赛',
    pt: 'Esta partida já terminou; escolha uma partida ao vivo ou que ainda vai começar',
  },
  LIVE_CATEGORY_NOT_FOUND: {
    status: 1,
    zh: '直播分类不存在，请重新选择',
    pt: 'Categoria inexistente; escolha outra',
  },
  CHAT_UNAVAILABLE: {
    status: 1,
    zh: '聊天服务暂不可用，请稍后再试',
    pt: 'Chat indisponível, tente mais tarde',
  },
  // The /media proxy (modules/live/media-proxy): HTTP 502, 504 and 503 answers carry these.
  MEDIA_UNAVAILABLE: {
    status: 1,
    zh: '直播服务暂不可用，请稍后再试',
    pt: 'Transmissão indisponível, tente mais tarde',
  },
  MEDIA_TIMEOUT: {
    status: 1,
    zh: '直播服务响应超时，请稍后再试',
    pt: 'A transmissão não respondeu a tempo, tente mais tarde',
  },
  MEDIA_BUSY: {
    status: 1,
    zh: '观看人数过多，请稍后再试',
    pt: 'Muitos espectadores agora, tente mais tarde',
  },
  MATCH_NOT_FOUND: { status: 1, zh: '比赛不存在', pt: 'Partida não encontrada' },
  COMPETITION_NOT_FOUND: { status: 1, zh: '赛事不存在', pt: 'Competição não encontrada' },
  TEAM_NOT_FOUND: { status: 1, zh: '球队不存在', pt: 'Equipe não encontrada' },
  // Money: the ledger (modules/ledger).
  INSUFFICIENT_FUNDS: { status: 1, zh: '余额不足', pt: 'Saldo insuficiente' },
  IDEMPOTENCY_CONFLICT: {
    status: 1,
    zh: '重复的请求编号，内容不一致',
    pt: 'Pedido repetido com conteúdo diferente',
  },
  TRANSFER_NOT_FOUND: { status: 1, zh: '交易不存在', pt: 'Transação não encontrada' },
  TRANSFER_NOT_PENDING: { status: 1, zh: '交易已结算，无法更改', pt: 'Transação já liquidada' },
  // Recharge (modules/recharge).
  PACKAGE_NOT_FOUND: { status: 1, zh: '充值套餐不存在', pt: 'Pacote de recarga não encontrado' },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 1,
    zh: '该支付方式不可用',
    pt: 'Forma de pagamento indisponível',
  },
  PAYMENT_UNAVAILABLE: {
    status: 1,
    zh: '支付服务暂不可用，请稍后再试',
    pt: 'Pagamento indisponível, tente mais tarde',
  },
  ORDER_NOT_FOUND: { status: 1, zh: '订单不存在', pt: 'Pedido não encontrado' },
  ORDER_STATE: { status: 1, zh: '订单状态不允许此操作', pt: 'O estado do pedido não permite esta ação' },
  ORDER_REQUEST_CONFLICT: {
    status: 1,
    zh: '该支付请求已用于另一笔订单',
    pt: 'Este pedido de pagamento já foi usado em outro pedido',
  },
  ORDER_OPEN_LIMIT: {
    status: 1,
    zh: '未完成的订单过多，请先完成或等待过期',
    pt: 'Muitos pedidos em aberto; conclua ou aguarde expirarem',
  },
  WEBHOOK_INVALID: { status: 1, zh: '支付通知验证失败', pt: 'Notificação de pagamento inválida' },
  // Gifts (modules/gifts).
  GIFT_NOT_FOUND: { status: 1, zh: '礼物不存在或已下架', pt: 'Presente não encontrado' },
  GIFT_COUNT_INVALID: {
    status: 1,
    zh: '礼物数量只能是 1、10、66、88、100、520 或 1314',
    pt: 'A quantidade deve ser 1, 10, 66, 88, 100, 520 ou 1314',
  },
  SELF_GIFT: { status: 1, zh: '不能给自己送礼物', pt: 'Você não pode enviar presentes a si mesmo' },
  ROOM_NOT_LIVE: { status: 1, zh: '主播未开播，暂时不能送礼', pt: 'A sala não está ao vivo' },
  // VIP and withdrawals (modules/vip, modules/withdraw).
  VIP_PLAN_NOT_FOUND: { status: 1, zh: 'VIP 套餐不存在或已下架', pt: 'Plano VIP não encontrado' },
  NOT_ANCHOR: { status: 1, zh: '仅主播可以提现', pt: 'Apenas apresentadores podem sacar' },
  WITHDRAW_AMOUNT_INVALID: {
    status: 1,
    zh: '提现数量不符合要求（最少 100 主播积分）',
    pt: 'Quantidade de saque inválida (mínimo 100 pontos)',
  },
  WITHDRAW_OPEN_EXISTS: {
    status: 1,
    zh: '已有一笔提现正在处理，请等待完成后再申请',
    pt: 'Já existe um saque em andamento; aguarde a conclusão',
  },
  WITHDRAW_UNAVAILABLE: { status: 1, zh: '提现暂未开放', pt: 'Saques indisponíveis no momento' },
  WITHDRAW_NOT_FOUND: { status: 1, zh: '提现申请不存在', pt: 'Pedido de saque não encontrado' },
  WITHDRAW_STATE: {
    status: 1,
    zh: '提现申请当前状态不允许此操作',
    pt: 'O estado do saque não permite esta ação',
  },
  // File storage (modules/storage): the upload errors of messaging spec 8 (size limits name the limit in MB).
  UPLOAD_IMAGE_TYPE: {
    status: 1,
    zh: '只允许上传 jpg、jpeg、gif、png、bmp、webp 格式的图片',
    pt: 'Apenas imagens jpg, jpeg, gif, png, bmp ou webp',
  },
  UPLOAD_VIDEO_TYPE: { status: 1, zh: '只允许上传 mp4、mov 格式的视频', pt: 'Apenas vídeos mp4 ou mov' },
  UPLOAD_AUDIO_TYPE: { status: 1, zh: '不支持的音频格式', pt: 'Formato de áudio não suportado' },
  UPLOAD_FILE_EMPTY: { status: 1, zh: '文件内容为空', pt: 'O arquivo está vazio' },
  UPLOAD_IMAGE_SIZE: { status: 1, zh: '图片大小超过 20 MB，无法上传', pt: 'A imagem passa de 20 MB' },
  UPLOAD_FILE_SIZE: { status: 1, zh: '文件大小超过 100 MB，无法上传', pt: 'O arquivo passa de 100 MB' },
  UPLOAD_VIDEO_SIZE: { status: 1, zh: '视频大小超过 100 MB，无法上传', pt: 'O vídeo passa de 100 MB' },
  UPLOAD_AUDIO_SIZE: { status: 1, zh: '语音大小超过 20 MB，无法上传', pt: 'O áudio passa de 20 MB' },
  UPLOAD_SIGNATURE_INVALID: {
    status: 1,
    zh: '上传地址签名无效',
    pt: 'Assinatura do endereço de envio inválida',
  },
  UPLOAD_EXPIRED: {
    status: 1,
    zh: '上传地址已过期，请重新上传',
    pt: 'Endereço de envio expirado; envie de novo',
  },
  UPLOAD_EXISTS: { status: 1, zh: '该上传地址已使用过', pt: 'Este endereço de envio já foi usado' },
  UPLOAD_NOT_FOUND: { status: 1, zh: '上传的文件不存在', pt: 'Arquivo enviado não encontrado' },
  UPLOAD_GUEST: {
    status: 1,
    zh: '游客不能发送图片、语音、视频或文件，请先登录',
    pt: 'Visitantes não podem enviar imagens, áudios, vídeos ou arquivos; entre na sua conta',
  },
  COS_CREDENTIALS_FAILED: {
    status: 1,
    zh: '获取上传凭证失败，请稍后再试',
    pt: 'Falha ao obter credenciais de envio; tente mais tarde',
  },
  COS_NOT_CONFIGURED: {
    status: 1,
    zh: '未配置 COS 存储，请使用 getTempKeysForMinio 上传',
    pt: 'Armazenamento COS não configurado; use getTempKeysForMinio',
  },
} as const satisfies Record<string, { status: 1 | 2; zh: string; pt: string }>;

/** A stable error code from the table. */
export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** The interface languages the API answers in. */
export type Lang = 'zh' | 'pt';

/** The message for a code in a language. */
export function messageFor(code: ApiErrorCode, lang: Lang): string {
  return API_ERROR_CODES[code][lang];
}
