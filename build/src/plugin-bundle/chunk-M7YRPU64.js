import {
  readJsonBody
} from "./chunk-WUSUXVZO.js";
import "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  HandshakeRequest,
  SUPPORTED_PROTOCOL
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/handshake.js
var handshake_default = defineRoute({
  method: "POST",
  path: "/api/handshake",
  summary: "lab checks it speaks ipc-v1 with the daemon of the right project",
  async handle(request, ctx) {
    const checked = HandshakeRequest.safeParse(await readJsonBody(request));
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => issue.path.join(".") || "body").join(", ");
      throw new ForgeError("bad_input", `the handshake body must be {"protocol":"${SUPPORTED_PROTOCOL}","project_id":"..."}: bad or missing ${fields}`);
    }
    const { protocol, project_id } = checked.data;
    if (protocol !== SUPPORTED_PROTOCOL) {
      return json({ error: "protocol_mismatch", supported: SUPPORTED_PROTOCOL, message: `this daemon speaks ${SUPPORTED_PROTOCOL}, not ${protocol}` }, 409);
    }
    const ours = ctx.projectId();
    if (project_id !== ours) {
      return json({
        error: "project_mismatch",
        project_id: ours,
        message: `this daemon serves project ${ours}, not ${project_id}; check [forge] project_id and dashboard_port`
      }, 409);
    }
    return json({ ok: true });
  }
});
export {
  handshake_default as default
};
