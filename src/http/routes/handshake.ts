import { HandshakeRequest, SUPPORTED_PROTOCOL } from '../../../protocol/http-api.js';
import { ForgeError } from '../../errors.js';
import { readJsonBody } from '../request-body.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'POST',
  path: '/api/handshake',
  summary: 'lab checks it speaks ipc-v1 with the daemon of the right project',
  async handle(request, ctx) {
    const checked = HandshakeRequest.safeParse(await readJsonBody(request));
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
      throw new ForgeError('bad_input', `the handshake body must be {"protocol":"${SUPPORTED_PROTOCOL}","project_id":"..."}: bad or missing ${fields}`);
    }
    const { protocol, project_id } = checked.data;
    if (protocol !== SUPPORTED_PROTOCOL) {
      return json({ error: 'protocol_mismatch', supported: SUPPORTED_PROTOCOL, message: `this daemon speaks ${SUPPORTED_PROTOCOL}, not ${protocol}` }, 409);
    }
    const ours = ctx.projectId();
    if (project_id !== ours) {
      return json(
        {
          error: 'project_mismatch',
          project_id: ours,
          message: `this daemon serves project ${ours}, not ${project_id}; check [forge] project_id and dashboard_port`,
        },
        409,
      );
    }
    return json({ ok: true });
  },
});
