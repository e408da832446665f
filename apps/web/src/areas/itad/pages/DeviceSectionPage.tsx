import { Alert } from "@mantine/core";
import { isLaptopClass, type TestSection } from "@ops/domain";
import { useLocation } from "react-router";
import { useTests } from "../../testing/api";
import { TestFlowPanel } from "../../testing/components/TestFlowPanel";
import { DeviceFrame } from "../components/DeviceFrame";

/** The test section a page answers, from its last path segment. */
export function sectionOf(pathname: string): { section: TestSection; laptopOnly: boolean } {
  const last = pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";
  if (last === "functional" || last === "exceptions") return { section: last, laptopOnly: false };
  // The laptop cosmetic page is the cosmetic section of a laptop's suite.
  return { section: "cosmetic", laptopOnly: last === "laptop-cosmetic" };
}

function Section({ barcode, activitySlug }: { barcode: string; activitySlug?: string }) {
  const { section, laptopOnly } = sectionOf(useLocation().pathname);
  const tests = useTests(barcode);
  if (laptopOnly && tests.data && !isLaptopClass(tests.data.productClassName))
    return (
      <Alert color="gray">
        The laptop cosmetic section is for laptops; this device is{" "}
        {tests.data.productClassName ?? "of no class"}.
      </Alert>
    );
  return <TestFlowPanel barcode={barcode} activitySlug={activitySlug} section={section} />;
}

/** One test section of a device (cosmetic, laptop cosmetic, functional, exceptions). */
export default function DeviceSectionPage() {
  return (
    <DeviceFrame>
      {(device, place) => (
        <Section barcode={device.barcode} activitySlug={place.slug || device.activitySlug || undefined} />
      )}
    </DeviceFrame>
  );
}
