# The layering check's input: which top-level directories may include which
# others' headers, derived from the target_link_libraries of the targets each
# directory defines, so that the graph CMake links is the graph the sources
# may include. scripts/check_layering.py reads it (ctest layering.*).
#
# The file has one line per directory, "DIR: DIR...", the directories whose
# targets DIR's targets link directly (the script takes the closure), and one
# line "include-roots: DIR..." with the project's include directories, which
# the script resolves quoted includes against.

# Every target defined in `dir` and the directories below it.
function(_gcnjit_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _gcnjit_targets_below(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# The top-level directory of the project that `path` lies in ("" for none).
function(_gcnjit_top_directory path out)
  cmake_path(RELATIVE_PATH path BASE_DIRECTORY ${PROJECT_SOURCE_DIR} OUTPUT_VARIABLE relative)
  string(REGEX MATCH "^[^/]+" top "${relative}")
  if(top STREQUAL ".." OR top STREQUAL ".")
    set(top "")
  endif()
  set(${out} "${top}" PARENT_SCOPE)
endfunction()

# Writes the graph of the code targets (libraries and executables) outside
# tests/ to `file`.
function(gcnjit_write_layering_graph file)
  _gcnjit_targets_below(${PROJECT_SOURCE_DIR} all)
  set(code_targets "")
  foreach(target IN LISTS all)
    get_target_property(type ${target} TYPE)
    get_target_property(source_dir ${target} SOURCE_DIR)
    _gcnjit_top_directory(${source_dir} top)
    if(type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$" AND top AND NOT top STREQUAL "tests")
      list(APPEND code_targets ${target})
      set(top_of_${target} ${top})
    endif()
  endforeach()

  set(directories "")
  set(roots "")
  foreach(target IN LISTS code_targets)
    set(top ${top_of_${target}})
    list(APPEND directories ${top})
    get_target_property(links ${target} LINK_LIBRARIES)
    get_target_property(interface_links ${target} INTERFACE_LINK_LIBRARIES)
    # Entries may be generator expressions ($<LINK_LIBRARY:WHOLE_ARCHIVE,x>):
    # every word that names a code target counts.
    string(REGEX MATCHALL "[A-Za-z0-9_.+-]+" words "${links};${interface_links}")
    foreach(word IN LISTS words)
      if(word IN_LIST code_targets AND NOT top_of_${word} STREQUAL top)
        list(APPEND links_of_${top} ${top_of_${word}})
      endif()
    endforeach()
    foreach(property INCLUDE_DIRECTORIES INTERFACE_INCLUDE_DIRECTORIES)
      get_target_property(includes ${target} ${property})
      foreach(include IN LISTS includes)
        cmake_path(IS_PREFIX PROJECT_SOURCE_DIR "${include}" NORMALIZE inside)
        if(inside)
          cmake_path(RELATIVE_PATH include BASE_DIRECTORY ${PROJECT_SOURCE_DIR} OUTPUT_VARIABLE relative)
          list(APPEND roots "${relative}")
        endif()
      endforeach()
    endforeach()
  endforeach()

  list(REMOVE_DUPLICATES directories)
  list(SORT directories)
  list(REMOVE_DUPLICATES roots)
  list(JOIN roots " " roots_text)
  set(text "include-roots: ${roots_text}\n")
  foreach(top IN LISTS directories)
    set(links ${links_of_${top}})
    if(links)
      list(REMOVE_DUPLICATES links)
      list(SORT links)
    endif()
    list(JOIN links " " links_text)
    string(APPEND text "${top}: ${links_text}\n")
  endforeach()
  file(GENERATE OUTPUT ${file} CONTENT "${text}")
endfunction()
