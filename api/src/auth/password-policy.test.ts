import { passwordProblem } from './password-policy';

const person = { firstName: 'Sunil', lastName: 'Jayasuriya', email: 'sunil.j@example.com' };

describe('password policy', () => {
  it.each([
    ['password', /very common|heavily used|commonly used/],
    ['12345678', /heavily used|common/],
    ['aaaaaaaa', /repeated/i],
    ['        ', /only spaces/],
    ['sunil.j@example.com', /personal/],
    ['Jayasuriya1', /personal/],
    ['sunilsunil', /personal|repeated/],
    ['qwertyuiop', /.+/],
  ])('refuses %j, saying why', (password, why) => {
    const problem = passwordProblem(password, person)?.('en');
    expect(problem).toMatch(/^password is too easy to guess: /);
    expect(problem).toMatch(why);
  });

  it('says why in Sinhala and Tamil, and names a new password as such', () => {
    expect(passwordProblem('password', person)?.('si')).toMatch(/^මුරපදය අනුමාන කිරීමට පහසු වැඩියි: .*මුරපද/);
    expect(passwordProblem('aaaaaaaa', person)?.('ta')).toMatch(/^கடவுச்சொல்லை எளிதில் ஊகிக்கலாம்: .*"aaa"/);
    expect(passwordProblem('        ', person, 'newPassword')?.('en')).toBe('new password is too easy to guess: it is only spaces');
    expect(passwordProblem('sunil.j@example.com', person, 'newPassword')?.('si')).toMatch(/^නව මුරපදය .*පුද්ගලික/);
  });

  it.each(['Guest#2025', 'Admin#2025', 'Owner#2025', 'cinnamon-tea', 'Secret#1pass', 'Tea#Estate-2025', 'correct horse battery'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, person)).toBeUndefined();
    },
  );

  it('checks quickly once the dictionaries are loaded', () => {
    passwordProblem('warm-up-the-dictionaries', person);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) passwordProblem(`Tea#Estate-${i}`, person);
    // Generous for a busy two-core machine: a dictionary reload per check would take ~300 ms each.
    expect((performance.now() - started) / 20).toBeLessThan(100);
  });
});
