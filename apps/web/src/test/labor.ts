import type { LaborSegment } from "@ops/domain";

/** Two active workstations of a warehouse, as `GET /locations/workstations` answers them. */
export function workstationsOf(warehouseId: number) {
  return [
    { id: 11, barcode: "DAL-WS-01", name: "Workstation 1" },
    { id: 12, barcode: "DAL-WS-02", name: "Workstation 2" },
  ].map((l) => ({
    ...l,
    warehouseId,
    parentId: null,
    type: "workstation",
    active: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  }));
}

/** Priya's open segment on a shop order at DAL-WS-01 with a crew of two, with what a test changes. */
export function aLaborSegment(activitySlug: string, overrides: Partial<LaborSegment> = {}): LaborSegment {
  return {
    id: 1,
    activitySlug,
    activityType: "shop_order",
    userId: 5,
    userName: "Priya Patel",
    workstationId: 11,
    workstationBarcode: "DAL-WS-01",
    workstationName: "Workstation 1",
    type: "clock",
    crewSize: 2,
    startedAt: "2026-11-25T14:00:00.000Z",
    endedAt: null,
    reasonCode: null,
    note: null,
    hours: 1.5,
    personHours: 3,
    createdBy: "Priya Patel",
    ...overrides,
  };
}
