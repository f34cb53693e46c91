import { Center, Loader } from '@mantine/core';

/** Shown while the first page's data resolves. */
export function PageLoader() {
  return (
    <Center h="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
