/** Written by ingest-output.test.ts with FORGE_UPDATE_DIGESTS=1: sha256 (24 hex) of each output file. */
export const INGEST_DIGESTS: Record<string, string> = {
  '5e551011-7a2b-4c3d-8e4f-000000000001/20260210-090015-0b5e55ed.md': '665715fe8b855ad3f7597a09',
  '5e551011-7a2b-4c3d-8e4f-000000000001/20260210-092418-0b5e55ed.md': 'e8476be90de01551319b48b4',
  '5e551011-7a2b-4c3d-8e4f-000000000001/20260210-093139-0b5e55ed.md': '28f9c6d5d69f341aa2f7725a',
  '_index.jsonl': '455e8bac444822aed98ad276',
  '_state.json': '71022f2729b52e80dfd8caf9',
  'short/20260211-140008-0b5e55ed.md': '52ea10025e9015dc30a60bfa',
  'short/20260211-140029-0b5e55ed.md': 'ab0e5315711f15951ca11b67',
  'short/20260211-140057-0b5e55ed.md': 'ebbdfe580ade3a17cec87238',
  'short/20260211-140119-0b5e55ed.md': '03522d967a04a645f492ad6f',
  'stop-hook-continuation/20260213-100007-0b5e55ed.md': '29d7a02a016a2dfc9f789536',
  'subagent/20260212-160021-0b5e55ed.md': '19653d408aac40e19918bfb4',
  'tool_heavy/20260212-080008-0b5e55ed.md': 'b26c3fd290997dc19e8ba7df',
  'tool_heavy/20260212-081202-0b5e55ed.md': 'f403effb55598a1a4758ff41',
  'truncated-tail/20260214-120007-0b5e55ed.md': 'fc24dbab3fdf5c1ab42df4d5',
};
