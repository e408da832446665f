import { Anchor, Badge, CloseButton, Group, List, Loader, Paper, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { labelOf, PRODUCT_TYPES, type ProductType } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useFindProducts } from "../api";

/** Finds products by part of their name or of one of their aliases (`/products/find`). */
export function ProductFind({ basePath, type }: { basePath: string; type?: ProductType }) {
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 250);
  const found = useFindProducts(q, type);
  const showing = q !== "" && found.data !== undefined;
  return (
    <Paper withBorder p="sm">
      <TextInput
        label="Find a product"
        description="By part of its name or of one of its aliases."
        placeholder="Name or alias"
        inputMode="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          found.isFetching ? (
            <Loader size="xs" aria-label="Searching" />
          ) : text ? (
            <CloseButton aria-label="Clear find" onClick={() => setText("")} />
          ) : null
        }
      />
      {showing ? (
        found.data.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            No results for {q}
          </Text>
        ) : (
          <List listStyleType="none" spacing={4} mt="xs" aria-label="Found products">
            {found.data.map((m) => (
              <List.Item key={m.id}>
                <Group gap="xs">
                  <Anchor component={Link} to={`${basePath}/${m.id}`}>
                    {m.name}
                  </Anchor>
                  <Badge variant="light" size="sm">
                    {labelOf(PRODUCT_TYPES, m.type)}
                  </Badge>
                  {m.matchedAlias ? (
                    <Text span size="sm" c="dimmed">
                      alias {m.matchedAlias}
                    </Text>
                  ) : null}
                  {m.className ? (
                    <Text span size="sm" c="dimmed">
                      · {m.className}
                    </Text>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        )
      ) : null}
    </Paper>
  );
}
