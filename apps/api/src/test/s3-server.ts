import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// A real S3-protocol server for the tests of object storage (DESIGN.md §2, "files past one
// machine"): s3rver, from the npm registry, speaks the S3 REST protocol over HTTP on loopback and
// keeps its objects in a temporary folder. The API talks to it with its own S3 client, exactly as
// to a hosted bucket; tests check what landed in the bucket through `S3_*` settings only, never
// through a stand-in object.

export interface TestS3Server {
  /** http://127.0.0.1:port, for S3_ENDPOINT. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** The API's settings for this server and bucket (S3_ENDPOINT, S3_BUCKET, …). */
  readonly env: Record<string, string>;
  /** The folder where s3rver keeps its objects (to look at what it holds, or to damage it). */
  readonly directory: string;
  /** Stops answering (connections refused from now on); the objects stay. */
  stop(): Promise<void>;
  /** Starts again on the same port with the same objects (after stop). */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

// s3rver's default credentials: it checks signatures made with them, as a hosted service would.
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

export async function startTestS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? "culture-patrimoine-test";
  const directory = mkdtempSync(path.join(tmpdir(), "cp-s3-"));
  let port = 0;
  let server: S3rver | null = null;

  const start = async () => {
    const instance = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await instance.run();
    port = address.port;
    server = instance;
  };
  const stop = async () => {
    const instance = server;
    server = null;
    if (instance) await instance.close();
  };
  await start();

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    stop,
    restart: start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
