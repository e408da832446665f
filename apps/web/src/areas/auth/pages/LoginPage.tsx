import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { LoginBody, login } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { clearDataTablePreferences } from "../../../shared/data-table-preferences";
import { call } from "../../../shared/endpoints";
import { zodResolver } from "../../../shared/forms";
import { APP_NAME } from "../../../shared/layout";
import { clearPreferences } from "../../../shared/preferences";
import { useClientConfig } from "../../../shared/session";
import { safePath } from "../../../shared/signed-in";
import { useFailure } from "../../../shared/use-failure";

/** Stored listing-status filters and table searches belong to the previous user (SPEC §2 /login). */
function clearStoredFilters() {
  clearPreferences("preferences_listing_status");
  clearDataTablePreferences();
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const config = useClientConfig();
  const fail = useFailure("LoginPage");
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: "", password: "" }, validate: zodResolver(LoginBody) });

  useEffect(() => {
    clearStoredFilters();
    document.title = `Sign in · ${APP_NAME}`;
  }, []);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await call(login, { body: values });
      // The refusal of a wrong try must not stand beside the screen the user now reaches.
      notifications.clean();
      queryClient.clear();
      navigate(safePath(params.get("redirect")), { replace: true });
    } catch (error) {
      form.setErrors(fail(error));
      form.setFieldValue("password", "");
    } finally {
      setBusy(false);
    }
  });

  const options = config.data;
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                {APP_NAME}
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to continue
              </Text>
            </div>
            {params.get("expired") === "1" ? (
              <Alert color="yellow" variant="light" role="status" data-testid="session-expired">
                Your session expired. Sign in again to go on where you were.
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
            <Button type="submit" loading={busy} fullWidth>
              Sign in
            </Button>
            {options?.resetUrl ? (
              <Anchor href={options.resetUrl} size="sm">
                Forgot your password?
              </Anchor>
            ) : null}
            {options && options.ssoProviders.length > 0 ? (
              <>
                <Divider label="or" labelPosition="center" />
                {options.ssoProviders.map((provider) => (
                  <Button key={provider.id} component="a" href={provider.url} variant="default" fullWidth>
                    {provider.label}
                  </Button>
                ))}
              </>
            ) : null}
            {options?.crmUrl ? (
              <Anchor href={options.crmUrl} size="sm" c="dimmed">
                Go to the CRM
              </Anchor>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
