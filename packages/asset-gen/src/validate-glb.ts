import { validateBytes } from 'gltf-validator';

/** The errors (severity 0) the Khronos glTF validator finds in a GLB; empty when it is valid. */
export async function glbErrors(
  glb: Uint8Array,
): Promise<{ code: string; message: string; pointer?: string }[]> {
  const report = await validateBytes(glb, { maxIssues: 20 });
  return report.issues.messages
    .filter((message) => message.severity === 0)
    .map(({ code, message, pointer }) =>
      pointer === undefined ? { code, message } : { code, message, pointer },
    );
}
