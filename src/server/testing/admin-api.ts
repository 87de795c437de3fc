/**
 * The set-up every admin API suite shares: a fresh database of the backend and a signed-in
 * administrator, and one way to call a handler as that administrator. A suite then names its own calls
 * (`get`, `patch`) in one line each, and tests a gate by passing other headers (`{}` has no cookie).
 */
import { beforeAll } from "vitest";
import type { FunctionContext } from "../http/handler.ts";
import { adminCookie } from "./admin.ts";
import { useTestDatabase, type TestBackend } from "./databases.ts";
import { apiRequest, context } from "./requests.ts";

type Handler = (req: Request, context: FunctionContext) => Promise<Response>;

export interface AdminApi {
  readonly db: ReturnType<typeof useTestDatabase>["db"];
  /** The administrator's `kiosk_admin=<token>`, for a test that builds its own headers. */
  readonly cookie: string;
  /**
   * `handler`'s answer to a request for `path`, with the administrator's cookie unless `init.headers`
   * is given, and `params` as the route's parameters.
   */
  call(handler: Handler, path: string, init?: RequestInit & { json?: unknown }, params?: Record<string, string>): Promise<Response>;
}

/** Opens the database of `backend` and signs the test administrator in before the suite's tests. */
export function useAdminApi(backend: TestBackend): AdminApi {
  const handle = useTestDatabase(backend);
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminCookie(handle.db);
  });
  return {
    get db() {
      return handle.db;
    },
    get cookie() {
      return cookie;
    },
    call: (handler, path, init = {}, params = {}) => handler(apiRequest(path, { ...init, headers: init.headers ?? { cookie } }), context(params)),
  };
}
