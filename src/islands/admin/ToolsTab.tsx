import TestConsole from "./TestConsole.tsx";
import ImportExport from "./ImportExport.tsx";
import AuditLog from "./AuditLog.tsx";

/** Tools: the test console, export and import of the knowledge base, and the audit log. */
export default function ToolsTab() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TestConsole />
      <ImportExport />
      <div className="lg:col-span-2">
        <AuditLog />
      </div>
    </div>
  );
}
