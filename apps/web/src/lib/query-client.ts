import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client.ts";
import { onForgetPersonalData } from "./offline/personal-data.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // a 4xx will not change on retry
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

// signing out leaves no answer of the student in the page's memory
onForgetPersonalData(() => queryClient.clear());
