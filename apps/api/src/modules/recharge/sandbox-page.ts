import type { Lang } from '../../http/error-codes';
import type { SandboxSession } from './sandbox-provider';

/** The checkout page's texts. */
const TEXT = {
  zh: {
    title: '沙箱收银台',
    // Every sandbox order is test money (README "Test money"), on a demo site too: the page says what that means.
    note: '测试资金：不会产生真实扣款，所得钻石为测试钻石，不能变成主播积分或提现。',
    order: '订单号',
    amount: '应付金额',
    approve: '确认支付',
    decline: '拒绝支付',
    abandon: '放弃并返回',
    back: '返回应用',
    paid: '已支付',
    declined: '已拒绝',
    expired: '已过期',
    refunded: '已退款',
    missing: '收银台不存在',
  },
  pt: {
    title: 'Checkout sandbox',
    note: 'Dinheiro de teste: nada é cobrado; os diamantes são de teste e não viram pontos de apresentador nem saques.',
    order: 'Pedido',
    amount: 'Valor a pagar',
    approve: 'Aprovar pagamento',
    decline: 'Recusar pagamento',
    abandon: 'Desistir e voltar',
    back: 'Voltar ao app',
    paid: 'Pago',
    declined: 'Recusado',
    expired: 'Expirado',
    refunded: 'Reembolsado',
    missing: 'Checkout não encontrado',
  },
} as const;

/** The checkout page's stylesheet (served as a file: the CSP allows no <style> element). */
export const CHECKOUT_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC",sans-serif;
background:#f2f4f7;color:#1f2329}main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#8a6d00;background:#fff7d6;border-radius:8px;padding:8px 12px;
font-size:14px;margin:12px 0}dl{margin:16px 0}dt{color:#86909c;font-size:14px}dd{margin:0 0 12px;word-break:break-all}
.amount{font-size:32px;font-weight:700}form{margin:0}button,.button{display:block;width:100%;min-height:48px;
margin:12px 0 0;border:0;border-radius:24px;font-size:17px;text-align:center;text-decoration:none;
line-height:48px;cursor:pointer}.approve{background:#1677ff;color:#fff}.decline{background:#fff;color:#f53f3f;
border:1px solid #f53f3f}.abandon,.button{background:#e5e6eb;color:#1f2329}.state{font-size:20px;font-weight:600}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An amount in minor units with its currency, the way the payer reads it. */
export function formatMoney(minor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'zh-CN', { style: 'currency', currency }).format(
    minor / 100,
  );
}

/** The path (and query) of an absolute return URL: the sandbox runs on this server, so it stays same-origin. */
export function returnPath(returnUrl: string, extra: Record<string, string>): string {
  const url = new URL(returnUrl, 'http://sandbox.invalid');
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/** The hosted checkout page: the order, the amount, and approve / decline / abandon. */
export function checkoutPage(session: SandboxSession | undefined, lang: Lang, now: number): string {
  const t = TEXT[lang];
  const q = lang === 'pt' ? '?lang=pt-br' : '';
  let body: string;
  if (!session) {
    body = `<p class="state">${t.missing}</p>`;
  } else {
    const base = `/api/recharge/sandbox/checkout/${encodeURIComponent(session.id)}`;
    const open = session.state === 'open' && session.expiresAt > now;
    const state = open ? '' : session.state === 'open' ? 'expired' : session.state;
    const info = `<dl><dt>${t.order}</dt><dd data-order-no>${escapeHtml(session.orderNo)}</dd>
<dt>${t.amount}</dt><dd class="amount" data-amount>${escapeHtml(
      formatMoney(session.amountMinor, session.currency, lang),
    )}</dd></dl>`;
    const back = escapeHtml(returnPath(session.returnUrl, { from: 'checkout' }));
    body = open
      ? `${info}
<form method="post" action="${base}/approve${q}"><button class="approve" type="submit">${t.approve}</button></form>
<form method="post" action="${base}/decline${q}"><button class="decline" type="submit">${t.decline}</button></form>
<form method="post" action="${base}/abandon${q}"><button class="abandon" type="submit">${t.abandon}</button></form>`
      : `${info}<p class="state" data-state="${state}">${t[state as keyof typeof t] ?? state}</p>
<a class="button" href="${back}">${t.back}</a>`;
  }
  return `<!doctype html><html lang="${lang === 'pt' ? 'pt-BR' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<link rel="stylesheet" href="/api/recharge/sandbox/checkout.css"></head><body><main><div class="card">
<h1>${t.title}</h1><p class="note">${t.note}</p>${body}</div></main></body></html>`;
}
