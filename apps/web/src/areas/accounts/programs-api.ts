import type { Program, ProgramBody, ProgramTemplate, ProgramTemplateBody, Service } from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api";
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
    queryFn: () => api.get<Program[]>(`${base}/${accountId}/programs`),
    enabled: validId(accountId),
  });
}

export function useProgram(accountId: number, programId: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: programsKeys.detail(base, accountId, programId),
    queryFn: () => api.get<Program>(`${base}/${accountId}/programs/${programId}`),
    enabled: validId(accountId) && validId(programId),
  });
}

export function useCreateProgram(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBody) => api.post<Program>(`/accounts/${accountId}/programs`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}

export function useUpdateProgram(accountId: number, programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBody) => api.put<Program>(`/accounts/${accountId}/programs/${programId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}

export function useProgramTemplates(enabled = true) {
  return useQuery({
    queryKey: programsKeys.templates,
    queryFn: () => api.get<ProgramTemplate[]>("/program_templates"),
    enabled,
  });
}

export function useProgramTemplate(id: number) {
  return useQuery({
    queryKey: programsKeys.template(id),
    queryFn: () => api.get<ProgramTemplate>(`/program_templates/${id}`),
    enabled: validId(id),
  });
}

export function useCreateProgramTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTemplateBody) => api.post<ProgramTemplate>("/program_templates", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.templates }),
  });
}

export function useUpdateProgramTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTemplateBody) => api.put<ProgramTemplate>(`/program_templates/${id}`, body),
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
    queryFn: () => api.get<Service[]>(`${prefix}/services`),
    staleTime: 10 * 60_000,
  });
}
