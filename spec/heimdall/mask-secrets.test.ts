import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditDetail } from '../../src/heimdall/audit-log.js';
import { isCredentialName } from '../../src/heimdall/mask/credential-names.js';
import { maskSecrets } from '../../src/heimdall/mask-secrets.js';
import { parseShell } from '../../src/heimdall/shell/parse-shell.js';

const parsed = (command: string) => {
  const result = parseShell(command);
  return result.ok ? result.script : null;
};
const withParse = (command: string) => maskSecrets(command, () => parsed(command));

/** Each spelling and exactly what the log shows of it. */
const SPELLINGS: Array<[string, string]> = [
  ['API_KEY=abc123 npm run deploy', 'API_KEY=*** npm run deploy'],
  ['TOKEN=abc123 ./deploy.sh', 'TOKEN=*** ./deploy.sh'],
  ['PASSWORD=hunter2 psql -h db', 'PASSWORD=*** psql -h db'],
  ['SECRET=s3cr3tval make release', 'SECRET=*** make release'],
  ['MY_API_KEY=abc123 npm run deploy', 'MY_API_KEY=*** npm run deploy'],
  ['DB_PASSWORD="hunter2 with spaces" ./run', 'DB_PASSWORD=*** ./run'],
  ["AWS_SECRET_ACCESS_KEY='wJalrXUtnFEMI/K7MDENG' aws s3 ls", 'AWS_SECRET_ACCESS_KEY=*** aws s3 ls'],
  ['API_KEY=ab"c d"ef node x.js', 'API_KEY=*** node x.js'],
  ['apiKey=abc123 clientSecret=def456 node app.js', 'apiKey=*** clientSecret=*** node app.js'],
  ['MYSQL_PWD=rootpw mysql -e "select 1"', 'MYSQL_PWD=*** mysql -e "select 1"'],
  ['PWD=/tmp ls && echo $PWD', 'PWD=/tmp ls && echo $PWD'],
  ['GIT_AUTHOR_NAME=bob git commit -m wip', 'GIT_AUTHOR_NAME=bob git commit -m wip'],
  ['export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'export GITHUB_TOKEN=***'],
  ['declare -x NPM_AUTH=abc123; npm publish', 'declare -x NPM_AUTH=***; npm publish'],
  ['typeset DEPLOY_KEY=abc123', 'typeset DEPLOY_KEY=***'],
  ['f() { local PASSWD=abc123; rm -rf /; }; f', 'f() { local PASSWD=***; rm -rf /; }; f'],
  ['readonly API_SECRET=abc123', 'readonly API_SECRET=***'],
  ['env -i TOKEN=abc123 HOME=/tmp ./run', 'env -i TOKEN=*** HOME=/tmp ./run'],
  ['deploy --password=hunter22 --verbose', 'deploy --password=*** --verbose'],
  ['deploy --token hunter22 --verbose', 'deploy --token *** --verbose'],
  ['deploy --api-key=k3y-value', 'deploy --api-key=***'],
  ['vault login --secret "two words"', 'vault login --secret ***'],
  ['gh api --auth hunter22 /user', 'gh api --auth *** /user'],
  ['keytool -list -storepass changeit1', 'keytool -list -storepass ***'],
  ['mysql -uroot -phunter22 -e "DROP DATABASE prod"', 'mysql -uroot -p*** -e "DROP DATABASE prod"'],
  ["mariadb -p'hunter 22' shop", 'mariadb -p*** shop'],
  ['mysql -p shop', 'mysql -p shop'],
  ['curl -u admin:hunter22 https://api.example.com', 'curl -u admin:*** https://api.example.com'],
  ['curl --user "admin:hunter 22" https://api.example.com', 'curl --user "admin:***" https://api.example.com'],
  ['curl -uadmin:hunter22 https://api.example.com', 'curl -uadmin:*** https://api.example.com'],
  ['curl -H "Authorization: Bearer abc.def.ghi" https://x.example.com', 'curl -H "Authorization: Bearer ***" https://x.example.com'],
  ["curl --header 'Authorization: Basic YWRtaW46aHVudGVyMg==' https://x.example.com", "curl --header 'Authorization: Basic ***' https://x.example.com"],
  ['curl -H "X-Api-Key: k3yvalue" https://x.example.com', 'curl -H "X-Api-Key: ***" https://x.example.com'],
  ['wget --header="Private-Token: glabc123456" https://gitlab.example.com', 'wget --header="Private-Token: ***" https://gitlab.example.com'],
  ['git -c http.extraHeader="Authorization: Bearer abc123" fetch', 'git -c http.extraHeader="Authorization: Bearer ***" fetch'],
  ['git clone https://deploy:pa55word@github.com/o/r.git', 'git clone https://deploy:***@github.com/o/r.git'],
  ['psql postgres://app:p%40ss@db:5432/shop -c "DROP TABLE users"', 'psql postgres://app:***@db:5432/shop -c "DROP TABLE users"'],
  ['curl "https://api.example.com/v1/items?page=2&api_key=zzzz1234&x=1"', 'curl "https://api.example.com/v1/items?page=2&api_key=***&x=1"'],
  ['curl https://api.example.com/cb?access_token=tok123456', 'curl https://api.example.com/cb?access_token=***'],
  ['curl "https://x.example.com/login?user=bob&password=hunter22"', 'curl "https://x.example.com/login?user=bob&password=***"'],
  [
    "printf '%s' '-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----' > key.pem",
    "printf '%s' '-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----' > key.pem",
  ],
  ['echo ghp_abcdefghijklmnopqrstuvwxyz0123456789 | gh auth login --with-token', 'echo *** | gh auth login --with-token'],
  ['echo sk-proj-ABCDEFGHIJKLMNOPQRSTUV > .env', 'echo *** > .env'],
  ['aws configure set aws_access_key_id AKIAABCDEFGHIJKLMNOP', 'aws configure set aws_access_key_id ***'],
  ['curl -d \'{"password": "hunter22", "user": "bob"}\' https://x.example.com', 'curl -d \'{"password": "***", "user": "bob"}\' https://x.example.com'],
  ['curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig" https://x', 'curl -H "Authorization: Bearer ***" https://x'],
  ['bash -c "TOKEN=abc123 rm -rf /"', 'bash -c "TOKEN=*** rm -rf /"'],
  ["ssh ci 'export API_KEY=abc123; ./deploy'", "ssh ci 'export API_KEY=***; ./deploy'"],
  ['sshpass -p hunter22 ssh root@db', 'sshpass -p *** ssh root@db'],
  ['redis-cli -a hunter22 FLUSHALL', 'redis-cli -a *** FLUSHALL'],
  ['docker login -u bob -p hunter22 registry.example.com', 'docker login -u bob -p *** registry.example.com'],
  ['docker run -e API_KEY=abc123 -p 8080:80 app', 'docker run -e API_KEY=*** -p 8080:80 app'],
  ['TOKEN=abc123; curl -H "X-Token: abc123" https://x', 'TOKEN=***; curl -H "X-Token: ***" https://x'],
  ['API_KEY="unterminated value rm -rf /', 'API_KEY=***'],
  ['echo "$(TOKEN=abc123 ./x)"', 'echo "$(TOKEN=*** ./x)"'],
  ['npm config set //registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwxyz0123456789', 'npm config set //registry.npmjs.org/:_authToken=***'],
  ['slack xoxb-1234567890-abcdefghij', 'slack ***'],
  ['java -Ddb.password=hunter22 -jar app.jar', 'java -Ddb.password=*** -jar app.jar'],
  ['grep -r TOKEN src/', 'grep -r TOKEN src/'],
  ['echo "$(TOKEN=abc123 ./x)" done', 'echo "$(TOKEN=*** ./x)" done'],
  ['echo `TOKEN=abc123 ./x` done', 'echo `TOKEN=*** ./x` done'],
  ['echo $(TOKEN=abc123 ./x) done', 'echo $(TOKEN=*** ./x) done'],
  ['psql -c "ALTER USER bob WITH PASSWORD \'hunter22\'"', 'psql -c "ALTER USER bob WITH PASSWORD \'***\'"'],
  ["mysql -e \"CREATE USER 'a'@'%' IDENTIFIED BY 'hunter22'\"", "mysql -e \"CREATE USER 'a'@'%' IDENTIFIED BY '***'\""],
  ['git push origin fix-token:fix-token', 'git push origin fix-token:fix-token'],
  ['openssl enc -aes-256-cbc -k hunter22 -in a -out b', 'openssl enc -aes-256-cbc -k *** -in a -out b'],
  ['openssl enc -aes-256-cbc -pass pass:hunter22 -in a', 'openssl enc -aes-256-cbc -pass *** -in a'],
  ['zip -P hunter22 out.zip a.txt', 'zip -P *** out.zip a.txt'],
  ['7z a -phunter22 out.7z a.txt', '7z a -p*** out.7z a.txt'],
  ['rar a -phunter22 out.rar a.txt', 'rar a -p*** out.rar a.txt'],
  ["printf 'machine x.example.com login bob password hunter22\\n' >> ~/.netrc", "printf 'machine x.example.com login bob password ***\\n' >> ~/.netrc"],
  [
    "cat > ~/.netrc <<'EOF'\nmachine x.example.com\n  login bob\n  password hunter22\nEOF",
    "cat > ~/.netrc <<'EOF'\nmachine x.example.com\n  login bob\n  password ***\nEOF",
  ],
  [
    'cat > creds <<EOF\n[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG\nregion = eu-west-1\nEOF',
    'cat > creds <<EOF\n[default]\naws_secret_access_key = ***\nregion = eu-west-1\nEOF',
  ],
  ['echo \'token = "abc12345"\' >> config.toml', "echo 'token = ***' >> config.toml"],
  ["curl -b 'session=abc12345' https://x.example.com", 'curl -b *** https://x.example.com'],
  ['curl --cookie "sid=abc12345" https://x.example.com', 'curl --cookie *** https://x.example.com'],
  ["curl 'https://a.blob.core.windows.net/c/f?sv=2022&sig=abc12345%3D'", "curl 'https://a.blob.core.windows.net/c/f?sv=2022&sig=***'"],
  ['curl "https://b.s3.amazonaws.com/k?X-Amz-Date=1&X-Amz-Signature=abc12345"', 'curl "https://b.s3.amazonaws.com/k?X-Amz-Date=1&X-Amz-Signature=***"'],
  ['aws configure set aws_secret_access_key hunter22', 'aws configure set aws_secret_access_key ***'],
  ['aws configure set default.aws_session_token hunter22', 'aws configure set default.aws_session_token ***'],
  ['kubectl create secret generic db --from-literal=password=hunter22', 'kubectl create secret generic db --from-literal=password=***'],
  ['kubectl create secret generic db --from-literal password=hunter22', 'kubectl create secret generic db --from-literal password=***'],
  ["smbclient //fs/s -U 'bob%hunter22'", "smbclient //fs/s -U 'bob%***'"],
  ['lftp -u bob,hunter22 sftp://x.example.com', 'lftp -u bob,*** sftp://x.example.com'],
  ["ssh-keygen -t ed25519 -N 'hunter22' -f key", 'ssh-keygen -t ed25519 -N *** -f key'],
  ['openssl enc -aes-256-cbc -kfile key.txt -in a', 'openssl enc -aes-256-cbc -kfile key.txt -in a'],
  ['aws configure set region eu-west-1', 'aws configure set region eu-west-1'],
  ["git commit -m 'fix the password reset flow'", "git commit -m 'fix the password reset flow'"],
];

describe('masking secrets in what Heimdall writes', () => {
  it('masks every spelling in the table exactly, read with and without its parse', () => {
    assert.ok(SPELLINGS.length >= 30);
    for (const [command, expected] of SPELLINGS) {
      assert.equal(withParse(command), expected, command);
      assert.equal(maskSecrets(command), expected, `${command} (raw text only)`);
    }
  });

  it('masks a value the parser cooked wherever it occurs, though the raw text spells it differently', () => {
    const command = "TOKEN=$'\\x61bc1234' ./deploy; echo abc1234";
    assert.equal(withParse(command), 'TOKEN=*** ./deploy; echo ***');
  });

  it('masks a command that does not parse from its raw text', () => {
    for (const command of ['API_KEY="abc123 rm -rf / $(', 'curl -H "Authorization: Bearer abc123', "mysql -phunter22 -e 'DROP", 'export TOKEN=abc123 (((']) {
      assert.equal(parsed(command), null, command);
      const masked = maskSecrets(command);
      assert.ok(!/abc123|hunter22/.test(masked), `${command} -> ${masked}`);
    }
  });

  it('leaves everyday commands alone, $PWD and GIT_AUTHOR_NAME included', () => {
    for (const command of [
      'npm test 2>&1 | tail -20',
      'PWD=/tmp ls && echo $PWD',
      'OLDPWD=/x cd -',
      'GIT_AUTHOR_NAME=bob git commit -m "token refresh"',
      'grep -rn PASSWORD src/',
      'git push origin fix-token:fix-token',
      'mysql -p shop',
      'docker run -p 8080:80 app',
      'TOKEN=$(cat token.txt)',
    ]) {
      assert.equal(withParse(command), command);
    }
  });

  it('masks the value again wherever it appears, and masking twice changes nothing', () => {
    const command = 'export API_KEY=abc123xyz && curl "https://x.example.com/?q=abc123xyz"';
    const once = withParse(command);
    assert.equal(once, 'export API_KEY=*** && curl "https://x.example.com/?q=***"');
    assert.equal(maskSecrets(once), once);
  });

  it('names credentials by their parts, not by any substring', () => {
    for (const name of [
      'TOKEN',
      'API_KEY',
      'APIKEY',
      'api-key',
      'apiKey',
      'clientSecret',
      'DB_PASS',
      'MYSQL_PWD',
      'PASSWD',
      'NPM_AUTH',
      'storepass',
      'PRIVATE_KEY',
      'AWS_ACCESS_KEY_ID',
      'GOOGLE_CREDENTIALS',
      'Authorization',
      'DEPLOY_KEY',
      'passphrase',
    ]) {
      assert.ok(isCredentialName(name), name);
    }
    for (const name of ['PWD', 'OLDPWD', 'GIT_AUTHOR_NAME', 'HOME', 'PATH', 'KEY_PATH', 'KEYBOARD', 'NODE_ENV', 'format']) {
      assert.ok(!isCredentialName(name), name);
    }
  });

  it('bounds its work on a huge command: cut at 16 KiB before the word the cut splits, the parse not asked for', () => {
    const secret = 'Zq8vR2mN4pL6tY1wX3cB5nM7';
    const start = `TOKEN=${secret} echo `;
    const end = ' https://u:';
    // The 16 KiB cut falls five characters into the URL's password, before the `@` that marks it.
    const command = `${start}${'x'.repeat(16_384 - 5 - start.length - end.length)}${end}${secret}@host/x`;
    const masked = maskSecrets(command, () => assert.fail('no parse beyond the bound'));
    assert.ok(masked.startsWith('TOKEN=*** echo xxx'), masked.slice(0, 40));
    assert.ok(masked.endsWith('xxx…'), masked.slice(-40));
    assert.ok(!masked.includes(secret.slice(0, 5)));
  });

  it('masks each of thousands of values where it stands', () => {
    const command = Array.from({ length: 3000 }, (_, i) => `TOKEN_${i}=v${i}secret${i}`).join(' ');
    assert.ok(!/v\d+secret/.test(maskSecrets(command, () => parsed(command))));
  });

  it('masks before the audit line is cut, so no part of a value survives the cut', () => {
    const secret = 'Zq8vR2mN4pL6tY1wX3cB5nM7';
    const detail = auditDetail('secret exposure', `${'x'.repeat(290)} TOKEN=${secret} ./run`, true);
    assert.ok(!detail.includes(secret.slice(0, 4)), detail);
    assert.match(detail, /TOKEN=\*{3}/);
  });
});
