import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_FORM_PARAM, SEARCH_PLACEHOLDER } from '@vantage/shared';
import type { RefObject } from 'react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed, non-empty text when the user presses Enter. */
  onSubmit: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  onBlur?: () => void;
}

/**
 * The top-bar search field: Enter searches, blur trims, the cancel button clears. It is a
 * form the browser can send itself (`/search?q=…`, which the server redirects) before the
 * page's scripts have run.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  inputRef,
  autoFocus,
  onBlur,
}: SearchBoxProps) {
  return (
    <Box
      component="form"
      role="search"
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        // What the field holds, also when it was typed before the page hydrated (the state
        // then still holds the server's text).
        const field = new FormData(event.currentTarget).get(SEARCH_FORM_PARAM);
        const text = (typeof field === 'string' ? field : value).trim();
        if (text !== value) onChange(text);
        if (text !== '') onSubmit(text);
      }}
      sx={{ display: 'flex', width: '100%' }}
    >
      <InputBase
        inputRef={inputRef}
        value={value}
        autoFocus={autoFocus}
        placeholder={SEARCH_PLACEHOLDER}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          onChange(value.trim());
          onBlur?.();
        }}
        inputProps={{
          'aria-label': 'Search',
          name: SEARCH_FORM_PARAM,
          enterKeyHint: 'search',
          maxLength: 200,
        }}
        startAdornment={
          <Box component="span" sx={{ display: 'flex', color: 'text.secondary', mr: 1 }}>
            <SearchIcon fontSize="small" />
          </Box>
        }
        endAdornment={
          value !== '' && (
            <Box component="span" sx={{ display: 'flex', ml: 0.5 }}>
              <IconButton
                size="small"
                aria-label="Clear search"
                // Keep focus in the field so the user can type the next search straight away.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </Box>
          )
        }
        sx={(theme) => ({
          width: '100%',
          height: 40,
          px: 1.5,
          borderRadius: 999,
          fontSize: '0.95rem',
          backgroundColor: alpha(theme.palette.text.primary, 0.05),
          border: `1px solid transparent`,
          transition: theme.transitions.create(['background-color', 'border-color']),
          '&:hover': { backgroundColor: alpha(theme.palette.text.primary, 0.08) },
          '&.Mui-focused': {
            backgroundColor: theme.palette.background.paper,
            borderColor: theme.palette.primary.main,
          },
        })}
      />
    </Box>
  );
}
