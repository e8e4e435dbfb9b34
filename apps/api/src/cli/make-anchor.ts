import { loadConfig } from '../config';
import { createContext } from '../context';
import { makeAnchor, roomOfAnchor } from '../modules/live';

// `npm run anchor -- <uid>`: the operator command that makes a user an anchor (is_anchor = 1) and opens their
// room, on the database the API uses (DATA_DIR / DATABASE_URL). The stream key is not printed: the anchor reads
// it on the go-live screen (/api/live/getPushInfo).
const arg = process.argv[2] ?? '';
if (!/^\d{1,15}$/.test(arg) || Number(arg) <= 0) {
  process.stderr.write('usage: npm run anchor -- <uid>\n');
  process.exit(2);
}
const userId = Number(arg);
const ctx = await createContext({ ...loadConfig(), logLevel: 'silent' });
try {
  if (!(await makeAnchor(ctx.db, userId, ctx.now()))) {
    process.stderr.write(`no user ${userId}\n`);
    process.exitCode = 1;
  } else {
    const room = await roomOfAnchor(ctx.db, userId);
    process.stdout.write(
      `user ${userId} is an anchor; room ${room?.id ?? '?'} (stream name room-${room?.id})\n`,
    );
  }
} finally {
  await ctx.db.close();
}
