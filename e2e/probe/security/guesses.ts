// Measurement 2: password guesses a minute against one account, from one address and from 20,
// with the e-mail padded and re-cased the ways a lookup that trims and lower-cases would accept.
import { DEMO, logIn } from './accounts';
import { repeatUntil } from './bounded';
import { messageOf, type HttpClient } from './http-client';
import { seconds, table, title, verdict } from './report';

const INVALID_LOGIN = 'Invalid e-mail or password';
const VARIANTS = [
  DEMO.guest.email,
  `${DEMO.guest.email} `,
  `${DEMO.guest.email}\t`,
  `${DEMO.guest.email}\u00a0`,
  `${DEMO.guest.email}\u3000`,
  ` ${DEMO.guest.email}`,
  DEMO.guest.email.toUpperCase(),
  'Guest@Ceylon.Test',
];

interface Tally {
  label: string;
  sent: number;
  checked: number;
  throttled: number;
  other: number;
  accepted: number;
}

async function guess(client: HttpClient, label: string, addresses: string[], durationMs: number, perAddress: number): Promise<Tally> {
  const tally: Tally = { label, sent: 0, checked: 0, throttled: 0, other: 0, accepted: 0 };
  let n = 0;
  await repeatUntil(Date.now() + durationMs, addresses.length * perAddress, 100_000, async (worker) => {
    const index = n++;
    const answer = await client.send({
      method: 'POST',
      path: '/api/auth/login',
      json: { email: VARIANTS[index % VARIANTS.length], password: `wrong-guess-${index}` },
      from: addresses[worker % addresses.length],
      timeoutMs: 30_000,
    });
    tally.sent++;
    if (answer.status === 200) tally.accepted++;
    if (answer.status === 200 || (answer.status === 401 && messageOf(answer) === INVALID_LOGIN)) tally.checked++;
    else if (answer.status === 429 || answer.status === 503) tally.throttled++;
    else tally.other++;
  });
  return tally;
}

/** The real owner, from an address of its own, waiting as long as the server says. */
async function ownerLogsIn(client: HttpClient, after: string, maxWaitMs: number): Promise<void> {
  const owner = await logIn(client, DEMO.guest, { from: '127.0.0.200', maxWaitMs });
  if (owner.session) {
    console.log(
      `  After ${after}: the real owner logged in after ${seconds(owner.waitedMs)} (longest wait the server asked for: ${owner.longestAdvisedSeconds} s)`,
    );
  } else {
    console.log(
      `  ✘ After ${after}: the real owner could not log in within ${seconds(owner.waitedMs)}: ${owner.last.status} ${messageOf(owner.last) || owner.last.error}`,
    );
  }
}

export async function measureGuesses(client: HttpClient, durationMs: number): Promise<void> {
  title(`2. Guesses a minute against ${DEMO.guest.email} (${durationMs / 1000} s per run, scaled to a minute)`);
  const perMinute = (count: number) => Math.round((count * 60_000) / durationMs);
  const one = await guess(client, 'one address (127.0.0.2)', ['127.0.0.2'], durationMs, 4);
  // The owner's own login between the runs, so the second starts as an attacker would find the account.
  await ownerLogsIn(client, 'the one-address run', durationMs * 5);
  const twenty = await guess(
    client,
    '20 addresses (127.0.0.2–21)',
    Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`),
    durationMs,
    1,
  );
  await ownerLogsIn(client, 'the 20-address run', durationMs * 5);

  table(
    ['from', 'requests', 'password checks', '429/503', 'other', 'checks a minute', 'goal'],
    [
      [one.label, one.sent, one.checked, one.throttled, one.other, perMinute(one.checked), verdict(perMinute(one.checked), 10)],
      [
        twenty.label,
        twenty.sent,
        twenty.checked,
        twenty.throttled,
        twenty.other,
        perMinute(twenty.checked),
        verdict(perMinute(twenty.checked), 30),
      ],
    ],
  );
  if (one.accepted + twenty.accepted > 0) console.log(`  ✘ ${one.accepted + twenty.accepted} wrong passwords were ACCEPTED (200)`);
}
