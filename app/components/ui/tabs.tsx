// Radix Tabs with the shop's look.
import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({
  className = "",
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`min-h-10 rounded-md px-3 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-accent data-[state=active]:text-white ${className}`}
      {...props}
    />
  );
}

export function TabsContent({
  className = "",
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    // Radix makes a panel a tab stop (for panels without controls); the ring shows where it is.
    <TabsPrimitive.Content
      className={`mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent ${className}`}
      {...props}
    />
  );
}
