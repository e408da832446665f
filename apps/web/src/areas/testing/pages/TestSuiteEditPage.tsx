import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useTestSuite } from "../api";
import { DraftEditor } from "../components/suite-editor/DraftEditor";

/** `test-suites/:id/edit`: the suite's draft editor. */
export default function TestSuiteEditPage() {
  const id = useIdParam();
  const suite = useTestSuite(id);
  if (!suite.data)
    return (
      <RecordLoadState
        id={id}
        error={suite.error}
        noun="test suite"
        back={{ to: "/test-suites", label: "Test suites" }}
      />
    );
  return <DraftEditor suite={suite.data} />;
}
