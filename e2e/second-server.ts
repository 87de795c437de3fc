/**
 * Starts another e2e server (its own temporary database) for tests that must not disturb the shared one:
 * switching the chatbot off, a one-second session idle time. Uses the site already built for the run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..");

/** `offset` is added to E2E_PORT so parallel workers and parallel runs do not collide. */
export async function startSecondServer(offset: number, env: Record<string, string> = {}): Promise<SecondServer> {
  const port = Number(process.env.E2E_PORT ?? 4399) + offset;
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/node"), ["e2e/server.ts"], {
    cwd: root,
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /e2e server at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`second server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
