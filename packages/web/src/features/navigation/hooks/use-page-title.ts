import { useEffect } from 'react';
import { useDeviceCapability } from '../../../lib/queries/device-capability';

/** The page title is the product name of device 0's capability (device spec §1). */
export function usePageTitle(): void {
  const productName = useDeviceCapability(0).data?.productName;
  useEffect(() => {
    if (productName) document.title = productName;
  }, [productName]);
}
