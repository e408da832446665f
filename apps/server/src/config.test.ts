import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("keeps a demo with public passwords off the network unless HOST says otherwise", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ DEMO_DATA: "false" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
  });
});
