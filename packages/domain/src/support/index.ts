// The support area's schemas, endpoints and rules (issue 21); each file is exported here.
export {};
