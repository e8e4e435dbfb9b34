import { loadConfig } from '../config';
import { createContext } from '../context';
import { ApiError } from '../http/api-error';
import { WalletService, WITHDRAW_ACTIONS, type WithdrawAction } from '../modules/withdraw';

// `npm run withdraw -- list [state] | approve <id> | dispatch <id> | cancel <id> [note]`: the operators' review
// of anchors' withdrawals on the database the API uses (DATA_DIR / DATABASE_URL). Running it on the server is
// the operator's authority (the API's reviewWithdraw asks for is_operate instead); its steps are recorded with
// operator 0.
const [command = '', arg = '', ...rest] = process.argv.slice(2);
const usage =
  'usage: npm run withdraw -- list [open|review|dispatching|dispatched|cancelled] | approve <id> | dispatch <id> | cancel <id> [note]\n';
const isAction = (c: string): c is WithdrawAction => (WITHDRAW_ACTIONS as readonly string[]).includes(c);
const states = ['open', 'review', 'dispatching', 'dispatched', 'cancelled'] as const;
type QueueState = (typeof states)[number];
const isState = (s: string): s is QueueState => (states as readonly string[]).includes(s);

if (command === 'list' ? arg !== '' && !isState(arg) : !isAction(command) || !/^\d{1,15}$/.test(arg)) {
  process.stderr.write(usage);
  process.exit(2);
}
const ctx = await createContext({ ...loadConfig(), logLevel: 'silent' });
const wallet = new WalletService(ctx);
try {
  if (command === 'list') {
    const { list } = await wallet.queue(isState(arg) ? arg : 'open', 200, 'zh');
    if (list.length === 0) process.stdout.write('no requests\n');
    for (const w of list) {
      process.stdout.write(
        `#${w.id} uid ${w.uid} ${w.points} points = ${w.money.toFixed(2)} ${w.money_currency} ` +
          `${w.method} ${w.account} ${w.state} (${w.state_label}) ${new Date(w.created_at * 1000).toISOString()}\n`,
      );
    }
  } else if (isAction(command)) {
    const w = await wallet.review(Number(arg), command, 0, rest.join(' '), 'zh');
    process.stdout.write(
      `#${w.id} ${w.replayed ? 'already ' : ''}${w.state} (${w.state_label}): ${w.points} points, ` +
        `${w.money.toFixed(2)} ${w.money_currency}\n`,
    );
  }
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  process.stderr.write(`${error.code}${error.detail ? `: ${error.detail}` : ''}\n`);
  process.exitCode = 1;
} finally {
  await ctx.db.close();
}
