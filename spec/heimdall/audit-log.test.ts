import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditDetail, auditLine } from '../../src/heimdall/audit-log.js';
import { maskSecrets } from '../../src/heimdall/mask-secrets.js';

const AT = Date.UTC(2026, 3, 1, 12, 34, 0, 567);

describe('audit log lines', () => {
  it('are exactly the design shape, to the second, with an em dash', () => {
    assert.equal(
      auditLine(AT, 'BLOCKED', 'anvil/FORGE-3', auditDetail('path escape', 'rm -rf ../')),
      '[2026-04-01T12:34:00Z] HEIMDALL BLOCKED anvil/FORGE-3: path escape — rm -rf ../',
    );
    assert.equal(
      auditLine(AT, 'SOUNDED', 'anvil/FORGE-3', '3 violations, escalating to human review'),
      '[2026-04-01T12:34:00Z] HEIMDALL SOUNDED anvil/FORGE-3: 3 violations, escalating to human review',
    );
  });

  it('keep a multi-line or huge command on one line', () => {
    const line = auditDetail('unreadable code', `cat <<EOF | sh\nrm -rf /\nEOF\n${'x'.repeat(1000)}`);
    assert.ok(!line.includes('\n'));
    assert.ok(line.length < 400);
    assert.match(line, /cat <<EOF \| sh⏎rm -rf \/⏎EOF/);
  });

  it('never carry a secret value', () => {
    const cases: Array<[string, string]> = [
      ['export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123', 'GITHUB_TOKEN=***'],
      ['DB_PASSWORD="hunter2 with spaces" ./run', 'DB_PASSWORD=***'],
      ['curl -H "Authorization: Bearer abc.def.ghi" https://x', 'Authorization: Bearer ***'],
      ['mysql --password=s3cret -e "select 1"', '--password=***'],
      ['git clone https://user:pa55@example.com/r.git', 'https://user:***@example.com'],
      ['echo sk-proj-ABCDEFGHIJKLMNOPQRSTUV', 'echo ***'],
      ['aws configure set aws_access_key_id AKIAABCDEFGHIJKLMNOP', 'aws_access_key_id ***'],
    ];
    for (const [input, expected] of cases) {
      const masked = maskSecrets(input);
      assert.ok(masked.includes(expected), `${input} -> ${masked}`);
      for (const secret of [
        'ghp_abcdefghijklmnopqrstuvwxyz0123',
        'hunter2',
        'abc.def.ghi',
        's3cret',
        'pa55',
        'sk-proj-ABCDEFGHIJKLMNOPQRSTUV',
        'AKIAABCDEFGHIJKLMNOP',
      ]) {
        assert.ok(!masked.includes(secret), `${input} -> ${masked}`);
      }
    }
  });
});
