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

  const s3 = {
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "ops-files",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "ops",
    S3_SECRET_ACCESS_KEY: "secret",
    S3_FORCE_PATH_STYLE: "true",
  };

  it("keeps files on disk without S3 settings and uses the bucket with all six", () => {
    expect(loadConfig({}).S3).toBeNull();
    expect(loadConfig(s3).S3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "ops-files",
      region: "us-east-1",
      accessKeyId: "ops",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "0" }).S3?.forcePathStyle).toBe(false);
  });

  it("refuses a partial S3 configuration, naming what is missing", () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(/missing S3_BUCKET, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /missing S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ...s3, S3_REGION: " " })).toThrow(/missing S3_REGION/);
  });

  it("refuses an S3 endpoint that is not an http(s) URL and a path style that is not a flag", () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});

describe("mail configuration", () => {
  it("keeps mail in the outbox unless SMTP_URL is set, and reads the alert addresses as a list", () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeNull();
    expect(config.MAIL_FROM).toBeNull();
    expect(config.DSV_ALERTS_TO).toEqual([]);
    const mail = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "Operations <ops@example.com>",
      PUBLIC_URL: "https://ops.example.com",
      DSV_ALERTS_TO: " dsv@example.com, compliance@example.com ,",
    });
    expect(mail.SMTP_URL).toBe("smtp://user:pass@mail.example.com:587");
    expect(mail.MAIL_FROM).toBe("Operations <ops@example.com>");
    expect(mail.PUBLIC_URL).toBe("https://ops.example.com");
    expect(mail.DSV_ALERTS_TO).toEqual(["dsv@example.com", "compliance@example.com"]);
  });

  it("refuses an SMTP URL of another scheme and an alert address that is not one", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      /MAIL_FROM: the sender address is needed with SMTP_URL/,
    );
    expect(() => loadConfig({ DSV_ALERTS_TO: "dsv@example.com, nobody" })).toThrow(
      /DSV_ALERTS_TO.*must be e-mail addresses separated by commas/,
    );
  });
});
