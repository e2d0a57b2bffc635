export { Avatar, avatarColour, avatarInitial, type AvatarProps } from './avatar';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { cn, focusRing } from './cn';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { Field, useFieldControl, type FieldProps } from './field';
export { IconButton, type IconButtonProps } from './icon-button';
export { controlClasses } from './control-classes';
export { Input, type InputProps } from './input';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton } from './skeleton';
export { Slider, type SliderProps } from './slider';
export { LoadingScreen, Spinner } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { Textarea, type TextareaProps } from './textarea';
export { Toaster, notify } from './toast';
export { Tooltip } from './tooltip';
