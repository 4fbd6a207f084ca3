import {
  fetchFailure,
  fetchWithin
} from "./chunk-VDGUKLNQ.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  Availability,
  HandshakeOk,
  ProjectMismatch,
  ProtocolMismatch
} from "./chunk-BLTLASRP.js";
import {
  IPC_PROTOCOL
} from "./chunk-UYGV2EW6.js";

// dist/src/lab-reference/daemon-api.js
import { z } from "zod";
var HandshakeRefusal = z.union([ProtocolMismatch, ProjectMismatch]);
function daemonUrl(config) {
  const bind = config.forge.bind;
  const host = bind === "0.0.0.0" || bind === "::" || bind === "" ? "127.0.0.1" : bind.includes(":") ? `[${bind}]` : bind;
  return `http://${host}:${config.forge.dashboard_port}`;
}
function httpDaemonApi(baseUrl, timeoutMs) {
  async function request(path, init = {}) {
    try {
      const response = await fetchWithin(`${baseUrl}${path}`, init, timeoutMs);
      const text = await response.text();
      return { status: response.status, body: jsonOrNull(text) };
    } catch (error) {
      const why = fetchFailure(error, timeoutMs);
      if (why === null)
        throw error;
      return { unreachable: `${baseUrl}: ${why}` };
    }
  }
  return {
    async handshake(projectId) {
      const answer = await request("/api/handshake", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ protocol: IPC_PROTOCOL, project_id: projectId })
      });
      if ("unreachable" in answer)
        return { kind: "unreachable", detail: answer.unreachable };
      if (answer.status === 200 && HandshakeOk.safeParse(answer.body).success)
        return { kind: "ok" };
      const refusal = HandshakeRefusal.safeParse(answer.body);
      if (refusal.success)
        return { kind: "mismatch", error: refusal.data.error, detail: `handshake refused (${refusal.data.error}): ${refusal.data.message}` };
      return { kind: "mismatch", error: `http_${answer.status}`, detail: `handshake answered HTTP ${answer.status} with an unknown body` };
    },
    async available(taskType) {
      const answer = await request(`/api/workers/available?task_type=${encodeURIComponent(taskType)}`);
      if ("unreachable" in answer)
        return { kind: "unreachable", detail: answer.unreachable };
      const checked = Availability.safeParse(answer.body);
      if (answer.status !== 200 || !checked.success) {
        return {
          kind: "unreachable",
          detail: `GET /api/workers/available answered HTTP ${answer.status} with a body that is none of the three documented shapes`
        };
      }
      return { kind: "answer", availability: checked.data };
    }
  };
}

export {
  daemonUrl,
  httpDaemonApi
};
