import {
  createAccountProgram,
  createProgramTemplate,
  getAccountProgram,
  getProgramTemplate,
  listAccountPrograms,
  listProgramTemplates,
  listServices,
  type ProgramBody,
  type ProgramTemplateBody,
  updateAccountProgram,
  updateProgramTemplate,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { useAccountsBase, useFamilyPrefix } from "./family";

export const programsKeys = {
  all: ["programs"] as const,
  account: (base: string, accountId: number) => ["programs", base, accountId] as const,
  detail: (base: string, accountId: number, programId: number) =>
    ["programs", base, accountId, programId] as const,
  templates: ["program-templates"] as const,
  template: (id: number) => ["program-templates", id] as const,
  services: ["services", "active"] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The programs of an account, through the family of the signed-in audience. */
export function usePrograms(accountId: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: programsKeys.account(base, accountId),
    queryFn: () => call(listAccountPrograms, { params: { id: accountId } }),
    enabled: validId(accountId),
  });
}

export function useProgram(accountId: number, programId: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: programsKeys.detail(base, accountId, programId),
    queryFn: () => call(getAccountProgram, { params: { id: accountId, programId } }),
    enabled: validId(accountId) && validId(programId),
  });
}

export function useCreateProgram(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBody) => call(createAccountProgram, { params: { id: accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}

export function useUpdateProgram(accountId: number, programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBody) =>
      call(updateAccountProgram, { params: { id: accountId, programId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}

export function useProgramTemplates(enabled = true) {
  return useQuery({
    queryKey: programsKeys.templates,
    queryFn: () => call(listProgramTemplates, {}),
    enabled,
  });
}

export function useProgramTemplate(id: number) {
  return useQuery({
    queryKey: programsKeys.template(id),
    queryFn: () => call(getProgramTemplate, { params: { id } }),
    enabled: validId(id),
  });
}

export function useCreateProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTemplateBody) => call(createProgramTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.templates }),
  });
}

export function useUpdateProgramTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTemplateBody) => call(updateProgramTemplate, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(programsKeys.template(id), saved);
      return queryClient.invalidateQueries({ queryKey: programsKeys.templates });
    },
  });
}

/** Active services, for program editors and summaries, through the audience's family. */
export function useServices() {
  const prefix = useFamilyPrefix();
  return useQuery({
    queryKey: [...programsKeys.services, prefix],
    queryFn: () => call(listServices, {}),
    staleTime: 10 * 60_000,
  });
}
